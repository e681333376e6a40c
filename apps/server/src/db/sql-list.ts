import { type SQL, sql } from 'drizzle-orm';

/**
 * `(v1, v2, …)` as bound parameters, for `in` / `not in` over a named list from packages/domain
 * (a group of instance states), so raw SQL never holds a hand-typed copy of the list.
 */
export function sqlList(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('an empty list: `in ()` is not SQL');
  return sql`(${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}
