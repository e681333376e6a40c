import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { couponGroups, userCoupons } from '../../db/schema/coupons/coupons.table';
import { scoreItems, scoreRedemptions } from '../../db/schema/points/points.table';

/** Score-store items and their redemptions. */

export type ScoreItemRow = typeof scoreItems.$inferSelect;

const itemColumns = {
  item: scoreItems,
  couponName: couponGroups.name,
  redeemed: sql<number>`(select count(*)::integer from ${scoreRedemptions} r where r.item_id = ${scoreItems.id})`,
};

/** Items with their coupon group's name and how many were redeemed; published ones only when told. */
export async function listItems(db: Db, filter: { publishedOnly: boolean }) {
  return db
    .select(itemColumns)
    .from(scoreItems)
    .leftJoin(couponGroups, eq(couponGroups.id, scoreItems.couponGroupId))
    .where(filter.publishedOnly ? eq(scoreItems.published, true) : undefined)
    .orderBy(scoreItems.costPoints, scoreItems.id);
}

export async function findItem(db: Db, itemId: number) {
  const [row] = await db
    .select(itemColumns)
    .from(scoreItems)
    .leftJoin(couponGroups, eq(couponGroups.id, scoreItems.couponGroupId))
    .where(eq(scoreItems.id, itemId));
  return row ?? null;
}

/** Reads an item and locks its row: redemptions of one item queue here, so stock and limits hold. */
export async function lockItem(tx: Db, itemId: number): Promise<ScoreItemRow | null> {
  const [row] = await tx.select().from(scoreItems).where(eq(scoreItems.id, itemId)).for('update');
  return row ?? null;
}

export async function insertItem(tx: Db, values: typeof scoreItems.$inferInsert): Promise<number> {
  const [row] = await tx.insert(scoreItems).values(values).returning({ id: scoreItems.id });
  if (!row) throw new Error('insert into score_items returned no row');
  return row.id;
}

export async function updateItem(tx: Db, itemId: number, values: Partial<typeof scoreItems.$inferInsert>) {
  await tx.update(scoreItems).set(values).where(eq(scoreItems.id, itemId));
}

/** Takes one from the stock of a locked item. */
export async function takeFromStock(tx: Db, itemId: number): Promise<void> {
  await tx
    .update(scoreItems)
    .set({ stock: sql`${scoreItems.stock} - 1` })
    .where(eq(scoreItems.id, itemId));
}

export async function findRedemption(db: Db, userId: number, requestId: string) {
  const [row] = await db
    .select()
    .from(scoreRedemptions)
    .where(and(eq(scoreRedemptions.userId, userId), eq(scoreRedemptions.requestId, requestId)));
  return row ?? null;
}

export async function countRedemptions(db: Db, userId: number, itemId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scoreRedemptions)
    .where(and(eq(scoreRedemptions.userId, userId), eq(scoreRedemptions.itemId, itemId)));
  return row?.n ?? 0;
}

export async function redeemedByItem(db: Db, userId: number) {
  return db
    .select({ itemId: scoreRedemptions.itemId, n: count() })
    .from(scoreRedemptions)
    .where(eq(scoreRedemptions.userId, userId))
    .groupBy(scoreRedemptions.itemId);
}

export async function insertRedemption(tx: Db, values: typeof scoreRedemptions.$inferInsert) {
  const [row] = await tx.insert(scoreRedemptions).values(values).returning();
  if (!row) throw new Error('insert into score_redemptions returned no row');
  return row;
}

export async function setRedemptionCoupon(tx: Db, redemptionId: number, couponId: number): Promise<void> {
  await tx.update(scoreRedemptions).set({ couponId }).where(eq(scoreRedemptions.id, redemptionId));
}

export async function holdsCouponOf(db: Db, userId: number, groupId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userCoupons.id })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), eq(userCoupons.groupId, groupId)));
  return row !== undefined;
}

/** Redemptions for staff, newest first, with the account's phone and the item's names. */
export async function listRedemptions(
  db: Db,
  filter: { itemId?: number; userId?: number },
  page: PageRequest,
) {
  const where = and(
    filter.itemId ? eq(scoreRedemptions.itemId, filter.itemId) : undefined,
    filter.userId ? eq(scoreRedemptions.userId, filter.userId) : undefined,
  );
  return readPage(
    page,
    (window) =>
      db
        .select({
          redemption: scoreRedemptions,
          phone: users.phone,
          name: scoreItems.name,
          nameEn: scoreItems.nameEn,
        })
        .from(scoreRedemptions)
        .innerJoin(users, eq(users.id, scoreRedemptions.userId))
        .innerJoin(scoreItems, eq(scoreItems.id, scoreRedemptions.itemId))
        .where(where)
        .orderBy(desc(scoreRedemptions.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(scoreRedemptions).where(where),
  );
}
