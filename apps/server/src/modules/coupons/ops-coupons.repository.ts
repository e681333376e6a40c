import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type PageRequest, readPage } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { orders } from '../../db/schema/billing/orders.table';
import { couponGroups, userCoupons } from '../../db/schema/coupons/coupons.table';

/** Groups, newest first, each with how many coupons were claimed and how many of those were used. */
export async function listGroupsWithCounts(db: Db, page: PageRequest) {
  return readPage(
    page,
    (window) =>
      db
        .select({
          group: couponGroups,
          claimed: sql<number>`count(${userCoupons.id})::integer`,
          used: sql<number>`count(${userCoupons.usedAt})::integer`,
        })
        .from(couponGroups)
        .leftJoin(userCoupons, eq(userCoupons.groupId, couponGroups.id))
        .groupBy(couponGroups.id)
        .orderBy(desc(couponGroups.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(couponGroups),
  );
}

/** -1 all, 0 not used yet, 1 used. */
export type ClaimFilter = -1 | 0 | 1;

/** One group's claims, newest first: who, when, and the order (if any) the coupon paid for. */
export async function listGroupClaims(db: Db, groupId: number, used: ClaimFilter, page: PageRequest) {
  const where = and(
    eq(userCoupons.groupId, groupId),
    used === 0 ? isNull(userCoupons.usedAt) : used === 1 ? isNotNull(userCoupons.usedAt) : undefined,
  );
  return readPage(
    page,
    (window) =>
      db
        .select({
          coupon: userCoupons,
          phone: users.phone,
          name: users.name,
          orderTitle: orders.title,
          orderTitleCode: orders.titleCode,
          orderTitleParams: orders.titleParams,
        })
        .from(userCoupons)
        .innerJoin(users, eq(users.id, userCoupons.userId))
        .leftJoin(orders, eq(orders.orderNo, userCoupons.usedRef))
        .where(where)
        .orderBy(desc(userCoupons.claimedAt), desc(userCoupons.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(userCoupons).where(where),
  );
}

/** Stops a group once; null when it was already stopped (or does not exist). */
export async function stopGroup(tx: Db, groupId: number, now: Date) {
  const [row] = await tx
    .update(couponGroups)
    .set({ stoppedAt: now })
    .where(and(eq(couponGroups.id, groupId), isNull(couponGroups.stoppedAt)))
    .returning();
  return row ?? null;
}
