import { type RentalQuote as DomainQuote, fenToYuan } from '@gpucloud/domain';
import type { RentalQuote } from './instances';

/**
 * The answer of a quote endpoint for a domain quote: the price steps and how the wallet pays
 * (vouchers, balance, credit) in yuan. One mapping, used by the server and by the web's tests of
 * the order page. `subAccountShortFen` is what a sub-account's limit lacks when the wallet itself
 * could pay.
 */
export function rentalQuoteAnswer(quote: DomainQuote, subAccountShortFen = 0): RentalQuote {
  const payment = quote.payment;
  const paid = payment?.ok ? payment : { fromVouchersFen: 0, fromBalanceFen: 0, fromCreditFen: 0 };
  const shortFen = payment && !payment.ok ? payment.shortFen : subAccountShortFen;
  return {
    Hours: quote.hours,
    ListPrice: fenToYuan(quote.listFen),
    PeriodDiscount: fenToYuan(quote.periodDiscountFen),
    VipDiscount: fenToYuan(quote.vipDiscountFen),
    CouponDiscount: fenToYuan(quote.couponDiscountFen),
    CouponProblem: quote.couponProblem,
    Total: fenToYuan(quote.totalFen),
    FromVouchers: fenToYuan(paid.fromVouchersFen),
    FromBalance: fenToYuan(paid.fromBalanceFen),
    FromCredit: fenToYuan(paid.fromCreditFen),
    Payable: shortFen === 0,
    Short: fenToYuan(shortFen),
  };
}
