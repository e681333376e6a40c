import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { banners } from '../../db/schema/notices/notices.table';

export type BannerRow = typeof banners.$inferSelect;

/** The columns of a banner staff write: its texts in both languages, its link and its mark. */
export type BannerColumns = Pick<
  BannerRow,
  'titleEn' | 'titleZh' | 'subtitleEn' | 'subtitleZh' | 'link' | 'singleLanguage'
>;

/** Every banner for staff, shown and hidden, in the store's order. */
export async function listBannersForStaff(db: Db): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
}

/** Every banner under a row lock, for a reorder that renumbers them all at once. */
export async function lockAllBanners(tx: Db): Promise<BannerRow[]> {
  return tx.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id)).for('update');
}

/** The banner under a row lock: two staff members changing it take turns. */
export async function findBannerForUpdate(tx: Db, id: number): Promise<BannerRow | null> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update').limit(1);
  return row ?? null;
}

/** A new banner, hidden, after every other one. */
export async function insertHiddenBanner(tx: Db, columns: BannerColumns): Promise<BannerRow> {
  const [row] = await tx
    .insert(banners)
    .values({
      ...columns,
      active: false,
      sortOrder: sql`(select coalesce(max(${banners.sortOrder}), 0) + 1 from ${banners})`,
    })
    .returning();
  if (!row) throw new Error('insert into banners returned no row');
  return row;
}

export async function updateBanner(
  tx: Db,
  id: number,
  set: Partial<BannerColumns & Pick<BannerRow, 'active' | 'sortOrder'>>,
): Promise<BannerRow> {
  const [row] = await tx.update(banners).set(set).where(eq(banners.id, id)).returning();
  if (!row) throw new Error(`banner ${id} vanished under its row lock`);
  return row;
}

export async function deleteBanner(tx: Db, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}
