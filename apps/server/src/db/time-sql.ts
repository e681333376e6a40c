import { type SQL, sql } from 'drizzle-orm';

/** Asia/Shanghai is UTC+8 all year (as core/platform-day.ts): the platform's day. */
export function chinaDaySql(instant: SQL): SQL {
  return sql`to_char((${instant} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}

/** An instant as the ISO text answers carry (what Date.toISOString writes). */
export function isoSql(instant: SQL): SQL {
  return sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
