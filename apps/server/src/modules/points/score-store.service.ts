import type { Redemption, ScoreItem } from '@gpucloud/contracts';
import { canRedeem, couponExpiry, fenToYuan, storageDayAt } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { type BilingualName, systemText } from '../../core/messaging/system-text';
import { isUniqueViolation } from '../../core/pg-errors';
import type { scoreRedemptions } from '../../db/schema/points/points.table';
import { findGroup, insertUserCoupon, takeOneFromGroup } from '../coupons';
import { insertGrant, storageDayDate } from '../disks';
import { deposit, lockPayer } from '../wallet';
import { applyPoints, lockPointsAccount } from './points.repository';
import {
  countRedemptions,
  findRedemption,
  holdsCouponOf,
  insertRedemption,
  listItems,
  lockItem,
  type ScoreItemRow,
  setRedemptionCoupon,
  takeFromStock,
} from './score-items.repository';

/** An item's name in each language, as staff gave it, for the notes that name it. */
function namesOf(item: Pick<ScoreItemRow, 'name' | 'nameEn'>): BilingualName {
  return { 'en-US': item.nameEn, 'zh-CN': item.name };
}

export function itemOut(item: ScoreItemRow, couponName: string | null): ScoreItem {
  return {
    id: item.id,
    name: item.name,
    name_en: item.nameEn,
    description: item.description,
    description_en: item.descriptionEn,
    kind: item.kind,
    voucher_amount: item.voucherFen === null ? null : fenToYuan(item.voucherFen),
    coupon_group_id: item.couponGroupId,
    coupon_name: couponName,
    storage_gb: item.storageGb,
    storage_days: item.storageDays,
    cost_points: item.costPoints,
    stock: item.stock,
    per_person_limit: item.perPersonLimit,
  };
}

/** What anyone sees in the store: the published items, cheapest first. */
export async function publishedItems(deps: Pick<AppDeps, 'db'>): Promise<{ list: ScoreItem[] }> {
  const rows = await listItems(deps.db, { publishedOnly: true });
  return { list: rows.map((row) => itemOut(row.item, row.couponName)) };
}

function redemptionOut(row: typeof scoreRedemptions.$inferSelect): Redemption {
  return {
    id: row.id,
    item_id: row.itemId,
    kind: row.kind,
    points: row.points,
    voucher_amount: row.voucherFen === null ? null : fenToYuan(row.voucherFen),
    coupon_id: row.couponId,
    storage_gb: row.storageGb,
    storage_until: row.storageUntilDay === null ? null : storageDayDate(row.storageUntilDay),
    balance: row.balanceAfter,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Redeems an item in one transaction. Locks, in the one order every path takes: the item (so
 * redemptions of it queue and neither stock nor a per-person limit is ever passed), the wallet when
 * the reward is a voucher (a payment locks the wallet before the points account), then the points
 * account. Then: the points off (refused when short), the stock down, the redemption written, the
 * reward granted through its owner's path. A replayed request_id answers the first redemption.
 */
export async function redeem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { item_id: number; request_id: string },
): Promise<Redemption> {
  const replay = await findRedemption(deps.db, auth.userId, input.request_id);
  if (replay) return replayOf(replay, input.item_id);
  try {
    return await deps.db.transaction((tx) => redeemIn(tx, deps, auth.userId, input));
  } catch (error) {
    // Two requests with the same id at once: the second finds the first's row once it committed.
    if (!isUniqueViolation(error)) throw error;
    const first = await findRedemption(deps.db, auth.userId, input.request_id);
    if (!first) throw error;
    return replayOf(first, input.item_id);
  }
}

function replayOf(row: typeof scoreRedemptions.$inferSelect, itemId: number): Redemption {
  if (row.itemId !== itemId) throw refused('request_id: already used for another item');
  return redemptionOut(row);
}

async function redeemIn(
  tx: Db,
  deps: Pick<AppDeps, 'clock'>,
  userId: number,
  input: { item_id: number; request_id: string },
): Promise<Redemption> {
  const now = deps.clock.now();
  const item = await lockItem(tx, input.item_id);
  // The same request_id sent twice at once: the one that held the item's lock first has committed by
  // now, and this one answers its redemption instead of meeting the per-person limit it just used.
  const earlier = await findRedemption(tx, userId, input.request_id);
  if (earlier) return replayOf(earlier, input.item_id);
  if (!item?.published) throw refused('item_id: this item is not in the store');
  if (item.stock <= 0) throw refused('item_id: this item is sold out');
  if ((await countRedemptions(tx, userId, item.id)) >= item.perPersonLimit)
    throw refused(
      `item_id: you have redeemed this item ${item.perPersonLimit} time(s), the most one account may`,
    );
  if (item.kind === 'voucher') await lockPayer(tx, { userId, subAccountId: null });
  const account = await lockPointsAccount(tx, userId);
  if (!canRedeem(account.balance, item.costPoints))
    throw refused(`not enough points: this item costs ${item.costPoints}, you have ${account.balance}`);
  await takeFromStock(tx, item.id);
  // D days from today's China day, today included, so the last day is today + D - 1.
  const untilDay =
    item.kind === 'file_storage' && item.storageDays !== null
      ? storageDayAt(now.getTime()) + item.storageDays - 1
      : null;
  const row = await insertRedemption(tx, {
    userId,
    itemId: item.id,
    requestId: input.request_id,
    points: item.costPoints,
    kind: item.kind,
    voucherFen: item.voucherFen,
    storageGb: item.storageGb,
    storageUntilDay: untilDay,
    balanceAfter: account.balance - item.costPoints,
    createdAt: now,
  });
  await applyPoints(tx, account, {
    kind: 'redemption',
    points: -item.costPoints,
    sourceRef: `redemption:${row.id}`,
    note: systemText('points.redemption', { item: namesOf(item) }),
    now,
  });
  if (item.kind === 'voucher' && item.voucherFen !== null) {
    await deposit(tx, userId, item.voucherFen, {
      kind: 'voucher_grant',
      refType: 'score_redemption',
      refId: String(row.id),
      note: systemText('ledger.score_store', { item: namesOf(item) }),
      now,
    });
    return redemptionOut(row);
  }
  if (item.kind === 'file_storage' && item.storageGb !== null && untilDay !== null) {
    await insertGrant(tx, { userId, gb: item.storageGb, untilDay, redemptionId: row.id, createdAt: now });
    return redemptionOut(row);
  }
  const couponId = await grantCoupon(tx, userId, item.couponGroupId ?? 0, now);
  await setRedemptionCoupon(tx, row.id, couponId);
  return redemptionOut({ ...row, couponId });
}

/** One coupon of the group, taken from the group's own count as a claim takes it. */
async function grantCoupon(tx: Db, userId: number, groupId: number, now: Date): Promise<number> {
  const group = await findGroup(tx, groupId);
  if (!group || (group.endAt && group.endAt <= now)) throw refused('item_id: its coupon is no longer issued');
  if (await holdsCouponOf(tx, userId, groupId)) throw refused('item_id: you already hold this coupon');
  if (!(await takeOneFromGroup(tx, groupId))) throw refused('item_id: its coupon is no longer issued');
  return insertUserCoupon(tx, {
    userId,
    groupId,
    claimedAt: now,
    expiresAt: couponExpiry(now, group.useTimeLimitDays, group.endAt),
  });
}
