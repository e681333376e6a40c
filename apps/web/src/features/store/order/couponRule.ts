import type { UserCoupon } from '@gpucloud/contracts';
import {
  applyCouponToOrder,
  type CouponRule,
  CouponType,
  type OrderForCoupon,
  yuanToFen,
} from '@gpucloud/domain';

export type CouponGroupTerms = UserCoupon['CouponGroup'];

/**
 * The domain rule of a coupon group as the API shows it (yuan, a price factor), in fen and basis
 * points: the web twin of the server's `couponRuleOf`, which reads the same values from its table.
 */
export function couponRuleOfGroup(group: CouponGroupTerms): CouponRule {
  return {
    type: group.Type as CouponRule['type'],
    amountFen: yuanToFen(group.Amount),
    discountBasisPoints: Math.round(group.Discount * 10_000),
    moneyLimitFen: yuanToFen(group.MoneyLimit),
    targetGoods: group.TargetGoods,
    targetImage: group.TargetImage,
    targetUseMode: group.TargetUseMode,
  };
}

/** Coupons that can take money off an order: discount and spend-threshold ones, not top-up vouchers. */
export function isOrderCoupon(coupon: UserCoupon): boolean {
  return coupon.CouponGroup.Type !== CouponType.TOP_UP;
}

/** Why a coupon does not fit an order, as a text key of the storeOrder namespace with its values. */
export type CouponProblem =
  | { key: 'topUp' }
  | { key: 'goods'; goods: string }
  | { key: 'image' }
  | { key: 'useMode'; mode: string }
  | { key: 'minimum'; minimumFen: number };

/**
 * The domain decides whether a coupon fits (`applyCouponToOrder`); this names the reason so it can
 * be translated, checking the rule's conditions in the domain's order.
 */
export function couponProblemOf(rule: CouponRule, order: OrderForCoupon): CouponProblem | null {
  if (applyCouponToOrder(rule, order).fits) return null;
  if (rule.type === CouponType.TOP_UP) return { key: 'topUp' };
  if (rule.targetGoods && rule.targetGoods !== order.gpuModel && rule.targetGoods !== order.kind)
    return { key: 'goods', goods: rule.targetGoods };
  if (rule.targetImage && rule.targetImage !== order.image) return { key: 'image' };
  if (rule.targetUseMode && rule.targetUseMode !== order.useMode)
    return { key: 'useMode', mode: rule.targetUseMode };
  return { key: 'minimum', minimumFen: rule.moneyLimitFen };
}

export interface CouponChoice {
  coupon: UserCoupon;
  /** Why it does not fit the order as it stands; null when it fits or the order is incomplete. */
  problem: CouponProblem | null;
  /** What it takes off the order as it stands. */
  discountFen: number;
}

/**
 * The coupons the form offers, each judged against the order before coupons (`amountFen` is the
 * price after period and membership discounts, which is what a coupon applies to).
 */
export function couponChoices(coupons: UserCoupon[], order: OrderForCoupon | null): CouponChoice[] {
  return coupons.filter(isOrderCoupon).map((coupon) => {
    if (!order) return { coupon, problem: null, discountFen: 0 };
    const rule = couponRuleOfGroup(coupon.CouponGroup);
    const fit = applyCouponToOrder(rule, order);
    return {
      coupon,
      problem: fit.fits ? null : couponProblemOf(rule, order),
      discountFen: fit.fits ? fit.discountFen : 0,
    };
  });
}
