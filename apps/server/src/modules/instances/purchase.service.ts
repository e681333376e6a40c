import { ErrorCode, Reason, type RentalQuote } from '@gpucloud/contracts';
import {
  type RentalQuote as DomainQuote,
  fenToYuan,
  quoteRental,
  type RentalMode,
  type VipLevel,
  vipLevelFor,
} from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { AppError, refused } from '../../core/errors';
import { newOrderNo } from '../../core/order-numbers';
import { addSubAccountSpending, lockSubAccount } from '../account/account.repository';
import type { AuthContext } from '../auth/sessions.service';
import { insertOrder } from '../billing/orders.repository';
import { findUserCouponForUpdate, markCouponUsed } from '../coupons/coupons.repository';
import { couponRuleOf } from '../coupons/coupons.service';
import type { hosts } from '../store/store.table';
import { applyLedgerEntry, lockWallet } from '../wallet/wallet.repository';

/** Compute time being bought: a rental, a renewal, or a switch to a prepaid period. */
export interface Purchase {
  host: typeof hosts.$inferSelect;
  imageName: string;
  gpuCount: number;
  mode: RentalMode;
  count: number;
  couponId?: number;
}

/** Prices a purchase against the owner's locked wallet, with the caller's coupon if any. */
async function price(tx: Db, auth: AuthContext, purchase: Purchase, now: Date) {
  const wallet = await lockWallet(tx, auth.userId);
  const found = purchase.couponId ? await findUserCouponForUpdate(tx, purchase.couponId, auth.userId) : null;
  if (purchase.couponId && !found) throw refused('coupon not found');
  if (found && (found.coupon.usedAt || (found.coupon.expiresAt && found.coupon.expiresAt <= now))) {
    throw refused('this coupon is used or expired');
  }
  const sub = auth.subAccountId === null ? null : await lockSubAccount(tx, auth.subAccountId);
  const vipLevel = vipLevelFor(wallet.accumulatedMoney);
  const quote = quoteRental({
    pricePerGpuHourFen: purchase.host.pricePerGpuHour,
    gpuCount: purchase.gpuCount,
    mode: purchase.mode,
    count: purchase.count,
    vipLevel,
    nodeClass: purchase.host.nodeClass,
    coupon: found
      ? {
          rule: couponRuleOf(found.group),
          gpuModel: purchase.host.gpuModel,
          kind: purchase.host.kind,
          image: purchase.imageName,
        }
      : null,
    wallet: {
      moneyFen: wallet.money,
      vouchersFen: wallet.powerMoney,
      creditQuotaFen: wallet.creditQuota,
      voucherFirst: wallet.voucherFirst,
    },
  });
  const subShortFen = sub ? Math.max(0, quote.totalFen - (sub.moneyLimit - sub.moneyUsed)) : 0;
  return { quote, coupon: found, sub, vipLevel, subShortFen };
}

export function quoteToContract(quote: DomainQuote, subAccountShortFen = 0): RentalQuote {
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

/** The quote of a purchase as the charge would make it, inside the caller's (read-only) transaction. */
export async function quotePurchase(tx: Db, auth: AuthContext, purchase: Purchase, now: Date) {
  const { quote, subShortFen } = await price(tx, auth, purchase, now);
  return { quote, contract: quoteToContract(quote, subShortFen) };
}

export interface Charged {
  orderNo: string;
  quote: DomainQuote;
  fromVouchersFen: number;
  vipLevel: VipLevel;
}

/**
 * Takes the money for a purchase inside the caller's transaction: vouchers and balance in the
 * owner's order, credit last, within a sub-account's limit; writes the order, its ledger rows and
 * marks the coupon used. Refuses (changing nothing) when anything does not add up.
 */
export async function chargePurchase(
  tx: Db,
  auth: AuthContext,
  purchase: Purchase,
  now: Date,
  order: { kind: 'instance_rent' | 'instance_renew'; ledgerKind: 'rent' | 'renew'; title: string },
): Promise<Charged> {
  const { quote, coupon, sub, vipLevel } = await price(tx, auth, purchase, now);
  if (coupon && quote.couponProblem) throw refused(quote.couponProblem);
  // A sub-account's own limit is checked first: it cannot top up, so the fast-pay prompt that the
  // balance refusal opens would be no help to it.
  if (sub && quote.totalFen > sub.moneyLimit - sub.moneyUsed) {
    throw refused('the sub-account money limit is less than package price');
  }
  const payment = quote.payment;
  if (!payment?.ok) throw new AppError(ErrorCode.REFUSED, Reason.INSUFFICIENT_BALANCE);
  const orderNo = newOrderNo('P', now);
  const fromWallet = payment.fromBalanceFen + payment.fromCreditFen;
  await insertOrder(tx, {
    orderNo,
    userId: auth.userId,
    subAccountId: auth.subAccountId,
    kind: order.kind,
    title: order.title,
    amount: quote.totalFen,
    paidBalance: fromWallet,
    paidVouchers: payment.fromVouchersFen,
    createdAt: now,
    paidAt: now,
  });
  const ledger = {
    userId: auth.userId,
    subAccountId: auth.subAccountId,
    kind: order.ledgerKind,
    refType: 'order',
    refId: orderNo,
    now,
  };
  if (payment.fromVouchersFen > 0)
    await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: -payment.fromVouchersFen });
  if (fromWallet > 0) await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: -fromWallet });
  if (sub) await addSubAccountSpending(tx, sub.id, quote.totalFen);
  if (coupon) await markCouponUsed(tx, coupon.coupon.id, orderNo, now);
  return { orderNo, quote, fromVouchersFen: payment.fromVouchersFen, vipLevel };
}
