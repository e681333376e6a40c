import { rentalQuoteAnswer } from '@gpucloud/contracts';
import {
  allowanceShortFen,
  type RentalQuote as DomainQuote,
  quoteRental,
  type RentalMode,
  type VipLevel,
  vipLevelFor,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import type { SystemText } from '../../core/messaging/system-text';
import { newOrderNo } from '../../core/order-numbers';
import type { hosts } from '../../db/schema/store/store.table';
import { couponRuleOf, findUserCouponForUpdate, markCouponUsed } from '../coupons';
import { recordKeySpend } from '../openApi';
import { charge, lockPayer, payableSplit } from '../wallet';

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
  const payer = { userId: auth.userId, subAccountId: auth.subAccountId };
  const { wallet, forPayment, allowance } = await lockPayer(tx, payer);
  const found = purchase.couponId ? await findUserCouponForUpdate(tx, purchase.couponId, auth.userId) : null;
  if (purchase.couponId && !found) throw refused('coupon not found');
  if (found && (found.coupon.usedAt || (found.coupon.expiresAt && found.coupon.expiresAt <= now))) {
    throw refused('this coupon is used or expired');
  }
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
    wallet: forPayment,
  });
  const subShortFen = allowanceShortFen(quote.totalFen, allowance);
  return { quote, coupon: found, payer, allowance, vipLevel, subShortFen };
}

/** The quote of a purchase as the charge would make it, inside the caller's (read-only) transaction. */
export async function quotePurchase(tx: Db, auth: AuthContext, purchase: Purchase, now: Date) {
  const { quote, subShortFen } = await price(tx, auth, purchase, now);
  return { quote, contract: rentalQuoteAnswer(quote, subShortFen) };
}

export interface Charged {
  orderNo: string;
  quote: DomainQuote;
  fromVouchersFen: number;
  vipLevel: VipLevel;
}

/**
 * Takes the money for a purchase inside the caller's transaction: vouchers and balance in the
 * owner's order, credit last, within a sub-account's limit (and an access key's spend cap); writes
 * the order, its ledger rows and marks the coupon used. Refuses (changing nothing) when anything
 * does not add up.
 */
export async function chargePurchase(
  tx: Db,
  auth: AuthContext,
  purchase: Purchase,
  now: Date,
  order: { kind: 'instance_rent' | 'instance_renew'; ledgerKind: 'rent' | 'renew'; title: SystemText },
): Promise<Charged> {
  const { quote, coupon, payer, allowance, vipLevel } = await price(tx, auth, purchase, now);
  if (coupon && quote.couponProblem) throw refused(quote.couponProblem);
  const covered = payableSplit(quote.totalFen, quote.payment, allowance);
  // Pay-as-you-go is charged by the minute in arrears (issue 44): its order only proves the payer
  // covers its first hour (checked above) and takes nothing; a coupon stays for a prepaid order.
  const postPaid = purchase.mode === 'post_paid';
  const payment = postPaid
    ? { ok: true as const, fromVouchersFen: 0, fromBalanceFen: 0, fromCreditFen: 0 }
    : covered;
  const paidFen = postPaid ? 0 : quote.totalFen;
  const orderNo = newOrderNo('P', now);
  // Placed with an open-API key: the order counts toward the key's monthly spend cap, or is refused.
  if (auth.accessKey) await recordKeySpend(tx, auth.accessKey.id, { orderNo, amountFen: paidFen, now });
  await charge(tx, payer, payment, {
    order: { orderNo, kind: order.kind, title: order.title },
    kind: order.ledgerKind,
    now,
    machine: { hostId: purchase.host.id, gpuHours: postPaid ? 0 : quote.hours * purchase.gpuCount },
  });
  if (coupon && !postPaid) await markCouponUsed(tx, coupon.coupon.id, orderNo, now);
  return { orderNo, quote, fromVouchersFen: payment.fromVouchersFen, vipLevel };
}
