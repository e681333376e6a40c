import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { docArticles, docCategories, docVotes } from '../../db/schema/docs/docs.table';

export type DocCategoryRow = typeof docCategories.$inferSelect;
export type DocArticleRow = typeof docArticles.$inferSelect;

/** An article without its bodies: what the tree and lists need. */
const titleColumns = {
  id: docArticles.id,
  categoryId: docArticles.categoryId,
  titleZh: docArticles.titleZh,
  titleEn: docArticles.titleEn,
  sortOrder: docArticles.sortOrder,
  publishedAt: docArticles.publishedAt,
  updatedAt: docArticles.updatedAt,
  helpfulCount: docArticles.helpfulCount,
  notHelpfulCount: docArticles.notHelpfulCount,
};
export type DocArticleTitleRow = Pick<DocArticleRow, keyof typeof titleColumns>;

export async function listCategories(db: Db): Promise<DocCategoryRow[]> {
  return db.select().from(docCategories).orderBy(asc(docCategories.sortOrder), asc(docCategories.id));
}

/** Article titles, published ones only for readers, every one for staff. */
export async function listArticleTitles(db: Db, publishedOnly: boolean): Promise<DocArticleTitleRow[]> {
  return db
    .select(titleColumns)
    .from(docArticles)
    .where(publishedOnly ? isNotNull(docArticles.publishedAt) : undefined)
    .orderBy(asc(docArticles.sortOrder), asc(docArticles.id));
}

export async function findArticle(db: Db, id: number): Promise<DocArticleRow | null> {
  const [row] = await db.select().from(docArticles).where(eq(docArticles.id, id)).limit(1);
  return row ?? null;
}

/** The article under a row lock: votes, saves and state changes on it take turns. */
export async function findArticleForUpdate(tx: Db, id: number): Promise<DocArticleRow | null> {
  const [row] = await tx.select().from(docArticles).where(eq(docArticles.id, id)).for('update').limit(1);
  return row ?? null;
}

/**
 * Published articles whose titles or bodies contain the pattern (ILIKE; see containsPattern), title
 * hits first, then by their order; with the number of hits in all.
 */
export async function searchPublishedArticles(db: Db, pattern: string, page: PageRequest) {
  const inTitle = or(ilike(docArticles.titleZh, pattern), ilike(docArticles.titleEn, pattern));
  const where = and(
    isNotNull(docArticles.publishedAt),
    or(inTitle, ilike(docArticles.bodyZh, pattern), ilike(docArticles.bodyEn, pattern)),
  );
  const titleHit = sql<boolean>`coalesce(${inTitle}, false)`;
  return readPage(
    page,
    (window) =>
      db
        .select({
          id: docArticles.id,
          categoryId: docArticles.categoryId,
          titleZh: docArticles.titleZh,
          titleEn: docArticles.titleEn,
          bodyZh: docArticles.bodyZh,
          bodyEn: docArticles.bodyEn,
          titleHit,
        })
        .from(docArticles)
        .where(where)
        .orderBy(sql`${titleHit} desc`, asc(docArticles.sortOrder), asc(docArticles.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(docArticles).where(where),
  );
}

export async function findVote(tx: Db, articleId: number, userId: number): Promise<boolean | null> {
  const [row] = await tx
    .select({ helpful: docVotes.helpful })
    .from(docVotes)
    .where(and(eq(docVotes.articleId, articleId), eq(docVotes.userId, userId)))
    .limit(1);
  return row ? row.helpful : null;
}

/** Writes the account's vote, replacing an earlier one (the primary key keeps it to one row). */
export async function upsertVote(
  tx: Db,
  vote: { articleId: number; userId: number; helpful: boolean; now: Date },
) {
  await tx
    .insert(docVotes)
    .values({ ...vote, createdAt: vote.now, updatedAt: vote.now })
    .onConflictDoUpdate({
      target: [docVotes.articleId, docVotes.userId],
      set: { helpful: vote.helpful, updatedAt: vote.now },
    });
}

/** Moves the counts by the given deltas; called under the article's row lock. */
export async function addToCounts(tx: Db, id: number, delta: { helpful: number; notHelpful: number }) {
  const [row] = await tx
    .update(docArticles)
    .set({
      helpfulCount: sql`${docArticles.helpfulCount} + ${delta.helpful}`,
      notHelpfulCount: sql`${docArticles.notHelpfulCount} + ${delta.notHelpful}`,
    })
    .where(eq(docArticles.id, id))
    .returning({ helpful: docArticles.helpfulCount, notHelpful: docArticles.notHelpfulCount });
  if (!row) throw new Error(`doc article ${id} vanished under its row lock`);
  return row;
}

export async function findCategoryForUpdate(tx: Db, id: number): Promise<DocCategoryRow | null> {
  const [row] = await tx.select().from(docCategories).where(eq(docCategories.id, id)).for('update').limit(1);
  return row ?? null;
}

const parentIs = (parentId: number | null) =>
  parentId === null ? isNull(docCategories.parentId) : eq(docCategories.parentId, parentId);

/** The ids of a parent's categories in order, locked: reordering them takes turns. */
export async function lockSiblingCategories(tx: Db, parentId: number | null): Promise<number[]> {
  const rows = await tx
    .select({ id: docCategories.id })
    .from(docCategories)
    .where(parentIs(parentId))
    .orderBy(asc(docCategories.sortOrder), asc(docCategories.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The ids of a category's articles in order, locked. */
export async function lockCategoryArticles(tx: Db, categoryId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: docArticles.id })
    .from(docArticles)
    .where(eq(docArticles.categoryId, categoryId))
    .orderBy(asc(docArticles.sortOrder), asc(docArticles.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setCategoryOrder(tx: Db, ids: readonly number[], now: Date): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(docCategories)
      .set({ sortOrder: position, updatedAt: now })
      .where(eq(docCategories.id, id));
  }
}

export async function setArticleOrder(tx: Db, ids: readonly number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(docArticles).set({ sortOrder: position }).where(eq(docArticles.id, id));
  }
}

export async function insertCategory(
  tx: Db,
  row: typeof docCategories.$inferInsert,
): Promise<DocCategoryRow> {
  const [inserted] = await tx.insert(docCategories).values(row).returning();
  if (!inserted) throw new Error('insert into doc_categories returned no row');
  return inserted;
}

export async function updateCategory(
  tx: Db,
  id: number,
  set: Partial<Pick<DocCategoryRow, 'parentId' | 'nameZh' | 'nameEn' | 'sortOrder' | 'updatedAt'>>,
): Promise<DocCategoryRow> {
  const [row] = await tx.update(docCategories).set(set).where(eq(docCategories.id, id)).returning();
  if (!row) throw new Error(`doc category ${id} vanished under its row lock`);
  return row;
}

export async function deleteCategory(tx: Db, id: number): Promise<void> {
  await tx.delete(docCategories).where(eq(docCategories.id, id));
}

/** How many articles and subcategories a category holds. */
export async function categoryContents(tx: Db, id: number) {
  const [articles] = await tx.select({ n: count() }).from(docArticles).where(eq(docArticles.categoryId, id));
  const [children] = await tx
    .select({ n: count() })
    .from(docCategories)
    .where(eq(docCategories.parentId, id));
  return { articles: articles?.n ?? 0, children: children?.n ?? 0 };
}

export async function insertArticle(tx: Db, row: typeof docArticles.$inferInsert): Promise<DocArticleRow> {
  const [inserted] = await tx.insert(docArticles).values(row).returning();
  if (!inserted) throw new Error('insert into doc_articles returned no row');
  return inserted;
}

export async function updateArticle(
  tx: Db,
  id: number,
  set: Partial<Omit<DocArticleRow, 'id' | 'createdAt'>>,
): Promise<DocArticleRow> {
  const [row] = await tx.update(docArticles).set(set).where(eq(docArticles.id, id)).returning();
  if (!row) throw new Error(`doc article ${id} vanished under its row lock`);
  return row;
}

export async function deleteArticle(tx: Db, id: number): Promise<void> {
  await tx.delete(docArticles).where(eq(docArticles.id, id));
}
