import type { NoticeState } from '@gpucloud/contracts';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { notices } from '../../db/schema/notices/notices.table';

export type NoticeRow = typeof notices.$inferSelect;

function stateIs(state: NoticeState | 'all') {
  if (state === 'draft') return isNull(notices.publishedAt);
  if (state === 'published') return isNotNull(notices.publishedAt);
  return undefined;
}

/** Every notice for staff, drafts included, most recently saved first. */
export async function listNoticesForStaff(db: Db, state: NoticeState | 'all', page: PageRequest) {
  const where = stateIs(state);
  return readPage(
    page,
    (window) =>
      db
        .select()
        .from(notices)
        .where(where)
        .orderBy(desc(notices.updatedAt), desc(notices.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(notices).where(where),
  );
}

export async function findNotice(db: Db, id: number): Promise<NoticeRow | null> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id)).limit(1);
  return row ?? null;
}

/** The notice under a row lock: two staff members saving or publishing it take turns. */
export async function findNoticeForUpdate(tx: Db, id: number): Promise<NoticeRow | null> {
  const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The columns of a notice staff write: its texts in both languages and its single-language mark. */
export type NoticeTextColumns = Pick<
  NoticeRow,
  'titleEn' | 'titleZh' | 'contentEn' | 'contentZh' | 'singleLanguage'
>;

export async function insertNoticeDraft(
  tx: Db,
  draft: NoticeTextColumns & { now: Date },
): Promise<NoticeRow> {
  const { now, ...texts } = draft;
  const [row] = await tx
    .insert(notices)
    .values({ ...texts, publishedAt: null, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert into notices returned no row');
  return row;
}

export async function updateNotice(
  tx: Db,
  id: number,
  set: Partial<NoticeTextColumns & Pick<NoticeRow, 'publishedAt' | 'updatedAt'>>,
): Promise<NoticeRow> {
  const [row] = await tx.update(notices).set(set).where(eq(notices.id, id)).returning();
  if (!row) throw new Error(`notice ${id} vanished under its row lock`);
  return row;
}
