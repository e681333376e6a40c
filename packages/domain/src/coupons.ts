import { type Fen, multiplyFenByBasisPoints } from './money';

/** SPEC §3 coupon types: 0 top-up voucher (adds balance), 1 discount, 2 spend-threshold. */
export const CouponType = { TOP_UP: 0, DISCOUNT: 1, THRESHOLD: 2 } as const;
export type CouponTypeValue = (typeof CouponType)[keyof typeof CouponType];

/** SPEC §3 TargetUserVerifyType: 0 everyone, 1 students, 2 enterprises. */
export const CouponAudience = { ALL: 0, STUDENT: 1, ENTERPRISE: 2 } as const;

export interface CouponRule {
  type: CouponTypeValue;
  /** Top-up and threshold coupons: the money they are worth. */
  amountFen: Fen;
  /** Discount coupons: the price factor in basis points (9000 = x0.90). */
  discountBasisPoints: number;
  /** The smallest order the coupon applies to; 0 for any. */
  moneyLimitFen: Fen;
  /** Empty for any; else the GPU model or instance kind, image and billing mode it is for. */
  targetGoods: string;
  targetImage: string;
  targetUseMode: string;
}

export interface OrderForCoupon {
  amountFen: Fen;
  gpuModel: string;
  kind: string;
  image: string;
  useMode: string;
}

export type CouponDisplayState = 'used' | 'expired' | 'usable';

/** SPEC §4 coupon display: IsUsed 1 → used stamp; EndTime passed → expired stamp; else a use button. */
export function couponDisplayState(
  coupon: { isUsed: boolean; endsAt: Date | null },
  now: Date,
): CouponDisplayState {
  if (coupon.isUsed) return 'used';
  if (coupon.endsAt && coupon.endsAt.getTime() < now.getTime()) return 'expired';
  return 'usable';
}

/** When a claimed coupon stops working: `useDays` after claiming (0: no such limit), never after the group ends. */
export function couponExpiry(claimedAt: Date, useDays: number, groupEndsAt: Date | null): Date | null {
  const byDays = useDays > 0 ? new Date(claimedAt.getTime() + useDays * 86_400_000) : null;
  if (!byDays) return groupEndsAt;
  if (!groupEndsAt) return byDays;
  return byDays < groupEndsAt ? byDays : groupEndsAt;
}

export type CouponFit = { fits: true; discountFen: Fen } | { fits: false; reason: string };

/**
 * What a discount or spend-threshold coupon takes off an order; top-up vouchers never apply to
 * orders. The discount never exceeds the order, so a price never goes below zero.
 */
export function applyCouponToOrder(rule: CouponRule, order: OrderForCoupon): CouponFit {
  if (rule.type === CouponType.TOP_UP)
    return { fits: false, reason: 'top-up vouchers add balance and do not apply to orders' };
  if (rule.targetGoods && rule.targetGoods !== order.gpuModel && rule.targetGoods !== order.kind) {
    return { fits: false, reason: `the coupon is for ${rule.targetGoods} only` };
  }
  if (rule.targetImage && rule.targetImage !== order.image)
    return { fits: false, reason: 'the coupon is for another image' };
  if (rule.targetUseMode && rule.targetUseMode !== order.useMode) {
    return { fits: false, reason: `the coupon is for ${rule.targetUseMode} billing only` };
  }
  if (order.amountFen < rule.moneyLimitFen)
    return { fits: false, reason: 'the order is below the coupon’s minimum' };
  const discountFen =
    rule.type === CouponType.DISCOUNT
      ? order.amountFen - multiplyFenByBasisPoints(order.amountFen, rule.discountBasisPoints)
      : rule.amountFen;
  return { fits: true, discountFen: Math.max(0, Math.min(order.amountFen, discountFen)) };
}
