import type { CouponGroup, CreateCouponGroupRequest, UserCoupon } from '@gpucloud/contracts';
import {
  CouponAudience,
  type CouponRule,
  CouponType,
  couponExpiry,
  fenToYuan,
  VerifyType,
} from '@gpucloud/domain';
import type { AuthContext, StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { passedVerifyTypes } from '../account';
import { recordAudit } from '../staff';
import { deposit } from '../wallet';
import {
  type CouponFilter,
  type CouponGroupRow,
  findGroup,
  findUserCouponForUpdate,
  insertCouponGroup,
  insertUserCoupon,
  listUserCoupons,
  listVisibleGroups,
  markCouponUsed,
  takeOneFromGroup,
} from './coupons.repository';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

/** A group's SPEC §3 fields as the API answers them (times in epoch seconds, money in yuan). */
export function groupFields(group: CouponGroupRow): Omit<CouponGroup, 'IsAssigned' | 'RemainNum'> {
  return {
    GroupId: group.id,
    Name: group.name,
    Type: group.type,
    Amount: fenToYuan(group.amount),
    Discount: group.discountBasisPoints / 10_000,
    MoneyLimit: fenToYuan(group.moneyLimit),
    UseTimeLimit: group.useTimeLimitDays,
    TargetGoods: group.targetGoods,
    TargetImage: group.targetImage,
    TargetUseMode: group.targetUseMode,
    TargetUserVerifyType: group.targetUserVerifyType,
    BeginTime: seconds(group.beginAt),
    EndTime: seconds(group.endAt),
  };
}

export async function getVisibleCouponGroups(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
): Promise<CouponGroup[]> {
  const rows = await listVisibleGroups(deps.db, auth.userId, deps.clock.now());
  return rows.map(({ group, claimedId }) => ({
    ...groupFields(group),
    RemainNum: group.remainNum,
    IsAssigned: claimedId !== null,
  }));
}

const AUDIENCE_VERIFY_TYPE: Record<number, number> = {
  [CouponAudience.STUDENT]: VerifyType.STUDENT,
  [CouponAudience.ENTERPRISE]: VerifyType.ENTERPRISE,
};

/**
 * Claims one coupon of a group: once per person, only for its audience, and never more than the
 * group holds — the count falls in the same transaction as the claim is written.
 */
export async function claimCoupon(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  groupId: number,
): Promise<{ CouponId: number }> {
  const now = deps.clock.now();
  const group = await findGroup(deps.db, groupId);
  if (!group?.visible || group.stoppedAt || group.beginAt > now || (group.endAt && group.endAt <= now)) {
    throw refused('this coupon is not available');
  }
  const requiredVerification = AUDIENCE_VERIFY_TYPE[group.targetUserVerifyType];
  if (
    requiredVerification !== undefined &&
    !(await passedVerifyTypes(deps.db, auth.userId)).has(requiredVerification)
  ) {
    throw refused(
      group.targetUserVerifyType === CouponAudience.STUDENT
        ? 'this coupon is for verified students'
        : 'this coupon is for verified enterprises',
    );
  }
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await takeOneFromGroup(tx, group.id))) throw refused('sold out');
      const couponId = await insertUserCoupon(tx, {
        userId: auth.userId,
        groupId: group.id,
        claimedAt: now,
        expiresAt: couponExpiry(now, group.useTimeLimitDays, group.endAt),
      });
      return { CouponId: couponId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('you already claimed this coupon');
    throw error;
  }
}

export async function getUserCoupons(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  query: { page: number; page_size: number; status: number },
): Promise<{ data: UserCoupon[]; total: number }> {
  const { rows, total } = await listUserCoupons(
    deps.db,
    auth.userId,
    query.status as CouponFilter,
    deps.clock.now(),
    {
      page: query.page,
      pageSize: query.page_size,
    },
  );
  const data = rows.map(({ coupon, group }) => ({
    CouponId: coupon.id,
    IsUsed: coupon.usedAt ? 1 : 0,
    EndTime: seconds(coupon.expiresAt),
    ClaimTime: seconds(coupon.claimedAt),
    CouponGroup: groupFields(group),
  }));
  return { data, total };
}

/** Turns a top-up voucher into balance: marked used and credited in one transaction, once. */
export async function useMoneyCoupon(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  couponId: number,
): Promise<{ Money: number }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const found = await findUserCouponForUpdate(tx, couponId, auth.userId);
    if (!found) throw refused('coupon not found');
    if (found.group.type !== CouponType.TOP_UP) throw refused('only top-up vouchers add balance');
    if (found.coupon.expiresAt && found.coupon.expiresAt <= now) throw refused('this coupon has expired');
    if (!(await markCouponUsed(tx, couponId, `coupon:${couponId}`, now)))
      throw refused('this coupon was already used');
    const { balanceAfter } = await deposit(tx, auth.userId, found.group.amount, {
      kind: 'coupon_top_up',
      refType: 'coupon',
      refId: String(couponId),
      note: found.group.name,
      now,
    });
    return { Money: fenToYuan(balanceAfter) };
  });
}

export async function createCouponGroup(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: CreateCouponGroupRequest,
): Promise<{ GroupId: number }> {
  if (input.type !== CouponType.DISCOUNT && input.amount <= 0)
    throw refused('amount must be above 0 for this coupon type');
  const beginAt = new Date(input.begin_time * 1000);
  const endAt = input.end_time ? new Date(input.end_time * 1000) : null;
  if (endAt && endAt <= beginAt) throw refused('end_time must be after begin_time');
  // The audit keeps what was asked for, amounts in yuan as the request had them.
  const { session: _session, ...fields } = input;
  const asked = { ...fields, amount: fenToYuan(input.amount), money_limit: fenToYuan(input.money_limit) };
  return deps.db.transaction(async (tx) => {
    const groupId = await insertCouponGroup(tx, {
      name: input.name,
      type: input.type,
      amount: input.type === CouponType.DISCOUNT ? 0 : input.amount,
      discountBasisPoints: input.type === CouponType.DISCOUNT ? Math.round(input.discount * 10_000) : 10_000,
      moneyLimit: input.money_limit,
      useTimeLimitDays: input.use_time_limit,
      targetGoods: input.target_goods,
      targetImage: input.target_image,
      targetUseMode: input.target_use_mode,
      targetUserVerifyType: input.target_user_verify_type,
      beginAt,
      endAt,
      totalNum: input.total_num,
      remainNum: input.total_num,
    });
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'coupon_group',
      objectId: groupId,
      before: null,
      after: asked,
    });
    return { GroupId: groupId };
  });
}

/** The domain rule of a coupon group, for pricing an order. */
export function couponRuleOf(group: CouponGroupRow): CouponRule {
  return {
    type: group.type as CouponRule['type'],
    amountFen: group.amount,
    discountBasisPoints: group.discountBasisPoints,
    moneyLimitFen: group.moneyLimit,
    targetGoods: group.targetGoods,
    targetImage: group.targetImage,
    targetUseMode: group.targetUseMode,
  };
}
