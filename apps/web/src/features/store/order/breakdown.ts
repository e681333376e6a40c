import type {
  HostOffer,
  ImageOption,
  RentalQuote as QuoteAnswer,
  UserCoupon,
  UserInfo,
} from '@gpucloud/contracts';
import {
  type PaymentSplit,
  quoteRental,
  type RentalQuote,
  type VipLevel,
  type WalletForPayment,
  yuanToFen,
} from '@gpucloud/domain';
import { couponRuleOfGroup } from './couponRule';
import type { OrderFormValues } from './orderForm';
import { toRentalRequest } from './orderForm';

/** The wallet an order is paid from; null when logged out or for a sub-account (it sees no main wallet). */
export function walletOf(info: UserInfo | undefined): WalletForPayment | null {
  if (!info || info.Money === null || info.PowerMoney === null || info.CreditMoneyQuota === null) return null;
  return {
    moneyFen: yuanToFen(info.Money),
    vouchersFen: yuanToFen(info.PowerMoney),
    creditQuotaFen: yuanToFen(info.CreditMoneyQuota),
    voucherFirst: info.VoucherFirst,
  };
}

export interface LocalQuoteInput {
  host: HostOffer;
  values: OrderFormValues;
  image: ImageOption | undefined;
  coupon: UserCoupon | undefined;
  /** Membership level of the account; 0 when logged out. */
  vipLevel: number;
  wallet: WalletForPayment | null;
}

/**
 * The breakdown the form shows on every change, from the same domain function the server prices
 * with; null while the form is incomplete.
 */
export function localQuote(input: LocalQuoteInput): RentalQuote | null {
  const request = toRentalRequest(input.host.HostId, input.values);
  if (!request) return null;
  return quoteRental({
    pricePerGpuHourFen: yuanToFen(input.host.PricePerGpuHour),
    gpuCount: request.gpu_count,
    mode: request.mode,
    count: request.count,
    vipLevel: Math.min(4, Math.max(0, Math.trunc(input.vipLevel))) as VipLevel,
    nodeClass: input.host.NodeClass,
    coupon: input.coupon
      ? {
          rule: couponRuleOfGroup(input.coupon.CouponGroup),
          gpuModel: input.host.GpuModel,
          kind: input.host.Kind,
          image: input.image?.Name ?? '',
        }
      : null,
    wallet: input.wallet,
  });
}

/** The server's quote (yuan) in the domain's shape (fen), so both are shown and compared alike. */
export function quoteFromAnswer(answer: QuoteAnswer): RentalQuote {
  const payment: PaymentSplit = answer.Payable
    ? {
        ok: true,
        fromVouchersFen: yuanToFen(answer.FromVouchers),
        fromBalanceFen: yuanToFen(answer.FromBalance),
        fromCreditFen: yuanToFen(answer.FromCredit),
      }
    : { ok: false, shortFen: yuanToFen(answer.Short) };
  return {
    hours: answer.Hours,
    listFen: yuanToFen(answer.ListPrice),
    periodDiscountFen: yuanToFen(answer.PeriodDiscount),
    vipDiscountFen: yuanToFen(answer.VipDiscount),
    couponDiscountFen: yuanToFen(answer.CouponDiscount),
    couponProblem: answer.CouponProblem,
    totalFen: yuanToFen(answer.Total),
    payment,
  };
}

/** True when the page's breakdown and the server's agree on every amount (a mismatch is a bug). */
export function quotesAgree(local: RentalQuote, server: RentalQuote): boolean {
  const amounts = (quote: RentalQuote) => [
    quote.hours,
    quote.listFen,
    quote.periodDiscountFen,
    quote.vipDiscountFen,
    quote.couponDiscountFen,
    quote.totalFen,
  ];
  return JSON.stringify(amounts(local)) === JSON.stringify(amounts(server));
}

export type BreakdownKey =
  | 'list'
  | 'period'
  | 'vip'
  | 'coupon'
  | 'total'
  | 'fromVouchers'
  | 'fromBalance'
  | 'fromCredit'
  | 'short';

export interface BreakdownRow {
  key: BreakdownKey;
  fen: number;
  /** Discounts are shown as amounts taken off. */
  minus: boolean;
}

/**
 * The rows of a breakdown: list price, the discounts that take something off, the total, then how
 * the wallet pays it (or how much is missing). Pockets that pay nothing are left out.
 */
export function breakdownRows(quote: RentalQuote): BreakdownRow[] {
  const rows: BreakdownRow[] = [{ key: 'list', fen: quote.listFen, minus: false }];
  const discounts: [BreakdownKey, number][] = [
    ['period', quote.periodDiscountFen],
    ['vip', quote.vipDiscountFen],
    ['coupon', quote.couponDiscountFen],
  ];
  for (const [key, fen] of discounts) if (fen > 0) rows.push({ key, fen, minus: true });
  rows.push({ key: 'total', fen: quote.totalFen, minus: false });
  const payment = quote.payment;
  if (!payment) return rows;
  if (!payment.ok) return [...rows, { key: 'short', fen: payment.shortFen, minus: false }];
  const pockets: [BreakdownKey, number][] = [
    ['fromVouchers', payment.fromVouchersFen],
    ['fromBalance', payment.fromBalanceFen],
    ['fromCredit', payment.fromCreditFen],
  ];
  for (const [key, fen] of pockets) if (fen > 0) rows.push({ key, fen, minus: false });
  return rows;
}
