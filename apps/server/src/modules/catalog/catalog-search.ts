import { type AnyColumn, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db';

/** `%` and `_` typed by a person are matched as themselves, not as wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Rows whose text columns contain `keyword` anywhere, in any case (Chinese or English). */
export function keywordWhere(keyword: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!keyword) return undefined;
  const anywhere = `%${escapeLike(keyword)}%`;
  return or(...columns.map((column) => ilike(column, anywhere)));
}

/** Rows whose jsonb tag list holds `tag` exactly. */
export function hasTagWhere(tags: AnyColumn, tag: string | undefined): SQL | undefined {
  return tag ? sql`${tags} @> ${JSON.stringify([tag])}::jsonb` : undefined;
}

/** Every tag of the rows `where` selects, once each, in order: what a tag filter offers. */
export async function publishedTags(db: Db, tags: AnyColumn, where: SQL, table: PgTable): Promise<string[]> {
  const tag = sql<string>`jsonb_array_elements_text(${tags})`;
  const rows = await db.selectDistinct({ tag }).from(table).where(where).orderBy(tag);
  return rows.map((row) => row.tag);
}
