import { and, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { couponGroups, userCoupons } from '../../db/schema/coupons/coupons.table';

export type CouponGroupRow = typeof couponGroups.$inferSelect;

export async function insertCouponGroup(db: Db, group: typeof couponGroups.$inferInsert): Promise<number> {
  const [row] = await db.insert(couponGroups).values(group).returning({ id: couponGroups.id });
  if (!row) throw new Error('insert into coupon_groups returned no row');
  return row.id;
}

/** Visible groups that have begun and not ended, with whether this user already holds one. */
export async function listVisibleGroups(db: Db, userId: number, now: Date) {
  return db
    .select({ group: couponGroups, claimedId: userCoupons.id })
    .from(couponGroups)
    .leftJoin(userCoupons, and(eq(userCoupons.groupId, couponGroups.id), eq(userCoupons.userId, userId)))
    .where(
      and(
        eq(couponGroups.visible, true),
        isNull(couponGroups.stoppedAt),
        lte(couponGroups.beginAt, now),
        or(isNull(couponGroups.endAt), gt(couponGroups.endAt, now)),
      ),
    )
    .orderBy(desc(couponGroups.id));
}

export async function findGroup(db: Db, groupId: number): Promise<CouponGroupRow | null> {
  const [row] = await db.select().from(couponGroups).where(eq(couponGroups.id, groupId)).limit(1);
  return row ?? null;
}

/**
 * Takes one coupon out of a group; false when none are left or the group was stopped. Concurrent
 * claims and a stop queue on the row, so no claim lands after a stop.
 */
export async function takeOneFromGroup(tx: Db, groupId: number): Promise<boolean> {
  const taken = await tx
    .update(couponGroups)
    .set({ remainNum: sql`${couponGroups.remainNum} - 1` })
    .where(and(eq(couponGroups.id, groupId), gt(couponGroups.remainNum, 0), isNull(couponGroups.stoppedAt)))
    .returning({ id: couponGroups.id });
  return taken.length > 0;
}

export async function insertUserCoupon(tx: Db, coupon: typeof userCoupons.$inferInsert): Promise<number> {
  const [row] = await tx.insert(userCoupons).values(coupon).returning({ id: userCoupons.id });
  if (!row) throw new Error('insert into user_coupons returned no row');
  return row.id;
}

/** -1 all, 0 unused, 1 used, 2 usable now, 3 expired. */
export type CouponFilter = -1 | 0 | 1 | 2 | 3;

function filterWhere(filter: CouponFilter, now: Date) {
  const notExpired = or(isNull(userCoupons.expiresAt), gt(userCoupons.expiresAt, now));
  switch (filter) {
    case 0:
      return isNull(userCoupons.usedAt);
    case 1:
      return isNotNull(userCoupons.usedAt);
    case 2:
      return and(isNull(userCoupons.usedAt), notExpired);
    case 3:
      return and(isNull(userCoupons.usedAt), lte(userCoupons.expiresAt, now));
    default:
      return undefined;
  }
}

export async function listUserCoupons(
  db: Db,
  userId: number,
  filter: CouponFilter,
  now: Date,
  page: PageRequest,
) {
  const where = and(eq(userCoupons.userId, userId), filterWhere(filter, now));
  return readPage(
    page,
    (window) =>
      db
        .select({ coupon: userCoupons, group: couponGroups })
        .from(userCoupons)
        .innerJoin(couponGroups, eq(couponGroups.id, userCoupons.groupId))
        .where(where)
        .orderBy(desc(userCoupons.claimedAt), desc(userCoupons.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(userCoupons).where(where),
  );
}

export async function findUserCouponForUpdate(tx: Db, couponId: number, userId: number) {
  const [row] = await tx
    .select({ coupon: userCoupons, group: couponGroups })
    .from(userCoupons)
    .innerJoin(couponGroups, eq(couponGroups.id, userCoupons.groupId))
    .where(and(eq(userCoupons.id, couponId), eq(userCoupons.userId, userId)))
    .for('update', { of: userCoupons })
    .limit(1);
  return row ?? null;
}

export async function markCouponUsed(tx: Db, couponId: number, usedRef: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(userCoupons)
    .set({ usedAt: now, usedRef })
    .where(and(eq(userCoupons.id, couponId), isNull(userCoupons.usedAt)))
    .returning({ id: userCoupons.id });
  return used.length > 0;
}

/** Gives back the coupon an order used, when that order is refunded. */
export async function restoreCouponUsedBy(tx: Db, usedRef: string): Promise<void> {
  await tx.update(userCoupons).set({ usedAt: null, usedRef: null }).where(eq(userCoupons.usedRef, usedRef));
}
