import { type SQL, sql } from 'drizzle-orm';
import type { TemplateKey, TemplateParams } from '../../core/messaging/template-params';

/**
 * The template columns of inbox items written by set-based SQL (the billing tick): the key, and a
 * jsonb of values that SQL computes per row; likewise a system text's code and parameters (an
 * instance event's detail, `event.*`). The parameter names are checked against the key's
 * parameters while compiling, so the SQL writes values only, never a sentence.
 */
export function templatedInboxColumns<K extends TemplateKey>(
  template: K,
  params: { [P in keyof TemplateParams[K]]-?: SQL },
): { template: SQL; params: SQL } {
  const pairs = Object.entries<SQL>(params).map(([name, value]) => sql`${name}::text, ${value}`);
  return { template: sql`${template}::text`, params: sql`jsonb_build_object(${sql.join(pairs, sql`, `)})` };
}

/** An instant as an ISO string in UTC, the form the renderer reads back from jsonb. */
export function isoInstant(value: SQL): SQL {
  return sql`to_char((${value}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
