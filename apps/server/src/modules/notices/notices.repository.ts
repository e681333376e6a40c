import { asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { type PageRequest, readPage } from '../../db/paging';
import { banners, notices } from '../../db/schema/notices/notices.table';

export async function insertNotices(
  db: Db,
  rows: readonly (typeof notices.$inferInsert)[],
): Promise<number[]> {
  const inserted = await db
    .insert(notices)
    .values([...rows])
    .returning({ id: notices.id });
  return inserted.map((row) => row.id);
}

export async function insertBanners(db: Db, rows: readonly (typeof banners.$inferInsert)[]): Promise<void> {
  await db.insert(banners).values([...rows]);
}

/** Published notices, newest first; the notice bar of every page asks for the first three. */
const publishedPage = preparedStatement((db) =>
  db
    .select()
    .from(notices)
    .where(lte(notices.publishedAt, sql.placeholder('now')))
    .orderBy(desc(notices.publishedAt), desc(notices.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notices_published_page'),
);

export async function listPublishedNotices(db: Db, now: Date, page: { limit: number; offset: number }) {
  return publishedPage(db).execute({ now, ...page });
}

/** One page of published notices, newest first, and how many are published. */
export async function listPublishedNoticePage(db: Db, now: Date, page: PageRequest) {
  return readPage(
    page,
    (window) => listPublishedNotices(db, now, window),
    () => db.select({ n: count() }).from(notices).where(lte(notices.publishedAt, now)),
  );
}

export async function findPublishedNotice(db: Db, id: number, now: Date) {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row?.publishedAt && row.publishedAt <= now ? row : null;
}

export async function listActiveBanners(db: Db) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.active, true))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}
