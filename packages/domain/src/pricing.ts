import { applyCouponToOrder, type CouponRule } from './coupons';
import { type Fen, multiplyFenByBasisPoints } from './money';
import { type PaymentSplit, splitPayment, type WalletForPayment } from './payment-split';
import { VIP_DISCOUNT_BASIS_POINTS, type VipLevel } from './vip';

/**
 * Rental periods of SPEC §9: hourly 1-23 hours at full price, daily 1-29 days x0.98, monthly 1-12
 * months of 30 days x0.95; pay-as-you-go is charged per started hour while running, at full price.
 */
export const RENTAL_PERIODS = {
  hourly: { min: 1, max: 23, hoursPerUnit: 1, discountBasisPoints: 10_000 },
  daily: { min: 1, max: 29, hoursPerUnit: 24, discountBasisPoints: 9_800 },
  monthly: { min: 1, max: 12, hoursPerUnit: 30 * 24, discountBasisPoints: 9_500, daysPerMonth: 30 },
  post_paid: { min: 1, max: 1, hoursPerUnit: 1, discountBasisPoints: 10_000 },
} as const;

export type RentalMode = keyof typeof RENTAL_PERIODS;

export interface RentalQuoteInput {
  pricePerGpuHourFen: Fen;
  gpuCount: number;
  mode: RentalMode;
  /** Hours, days or months by mode; 1 for pay-as-you-go (the quote is for one hour). */
  count: number;
  vipLevel: VipLevel;
  /** VIP discounts apply on main nodes only, not on edge nodes (SPEC §9). */
  nodeClass: 'main' | 'edge';
  coupon?: { rule: CouponRule; gpuModel: string; kind: string; image: string } | null;
  wallet?: WalletForPayment | null;
}

export interface RentalQuote {
  hours: number;
  listFen: Fen;
  periodDiscountFen: Fen;
  vipDiscountFen: Fen;
  couponDiscountFen: Fen;
  /** Why the chosen coupon does not apply, when it does not. */
  couponProblem: string | null;
  totalFen: Fen;
  payment: PaymentSplit | null;
}

export function isValidRentalCount(mode: RentalMode, count: number): boolean {
  const period = RENTAL_PERIODS[mode];
  return Number.isInteger(count) && count >= period.min && count <= period.max;
}

/**
 * The price breakdown of a rental, the one function both the store page and the server use:
 * list price, then the period discount, then membership (stacked), then a coupon, then how the
 * wallet pays it. Every step rounds half-up to the fen.
 */
export function quoteRental(input: RentalQuoteInput): RentalQuote {
  if (!isValidRentalCount(input.mode, input.count))
    throw new RangeError(`invalid ${input.mode} count ${input.count}`);
  const period = RENTAL_PERIODS[input.mode];
  const hours = input.count * period.hoursPerUnit;
  const listFen = input.pricePerGpuHourFen * input.gpuCount * hours;
  const afterPeriod = multiplyFenByBasisPoints(listFen, period.discountBasisPoints);
  const vipBasisPoints = input.nodeClass === 'main' ? VIP_DISCOUNT_BASIS_POINTS[input.vipLevel] : 10_000;
  const afterVip = multiplyFenByBasisPoints(afterPeriod, vipBasisPoints);
  let couponDiscountFen = 0;
  let couponProblem: string | null = null;
  if (input.coupon) {
    const fit = applyCouponToOrder(input.coupon.rule, {
      amountFen: afterVip,
      gpuModel: input.coupon.gpuModel,
      kind: input.coupon.kind,
      image: input.coupon.image,
      useMode: input.mode,
    });
    if (fit.fits) couponDiscountFen = fit.discountFen;
    else couponProblem = fit.reason;
  }
  const totalFen = afterVip - couponDiscountFen;
  return {
    hours,
    listFen,
    periodDiscountFen: listFen - afterPeriod,
    vipDiscountFen: afterPeriod - afterVip,
    couponDiscountFen,
    couponProblem,
    totalFen,
    payment: input.wallet ? splitPayment(totalFen, input.wallet) : null,
  };
}
