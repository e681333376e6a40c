import { randomBytes } from 'node:crypto';
import { ErrorCode, Reason, type RentalQuote, type RentalRequest } from '@gpucloud/contracts';
import {
  type RentalQuote as DomainQuote,
  fenToYuan,
  isValidRentalCount,
  multiplyFenByBasisPoints,
  quoteRental,
  RENTAL_PERIODS,
  VIP_DISCOUNT_BASIS_POINTS,
  vipLevelFor,
} from '@gpucloud/domain';
import { HOUR_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, refused } from '../../core/errors';
import { newOrderNo } from '../../core/order-numbers';
import { addSubAccountSpending, lockSubAccount } from '../account/account.repository';
import type { AuthContext } from '../auth/sessions.service';
import { insertOrder } from '../billing/orders.repository';
import { findUserCouponForUpdate, markCouponUsed } from '../coupons/coupons.repository';
import { couponRuleOf } from '../coupons/coupons.service';
import { applyLedgerEntry, lockWallet } from '../wallet/wallet.repository';
import { findRentalTarget, insertInstance, reserveGpus, setProviderRef } from './instances.repository';
import { refundFailedRental } from './refund.service';

type Target = NonNullable<Awaited<ReturnType<typeof findRentalTarget>>>;

async function loadTarget(db: Db, input: RentalRequest): Promise<Target> {
  if (!isValidRentalCount(input.mode, input.count)) {
    const period = RENTAL_PERIODS[input.mode];
    throw new AppError(
      ErrorCode.ILLEGAL_BODY,
      `illegal request body: count: ${input.mode} rentals are ${period.min}-${period.max}`,
    );
  }
  const target = await findRentalTarget(db, input.host_id, input.image_id);
  if (target?.host.status !== 'online') throw refused('this host is not available');
  if (input.gpu_count > target.host.gpuCount) throw refused(`this host has ${target.host.gpuCount} GPUs`);
  return target;
}

/** Prices a rental against a locked (or freshly read) wallet, with the caller's coupon if any. */
async function price(
  db: Db,
  auth: AuthContext,
  input: RentalRequest,
  target: Target,
  now: Date,
  lock: boolean,
) {
  const wallet = await lockWallet(db, auth.userId);
  const found = input.coupon_id ? await findUserCouponForUpdate(db, input.coupon_id, auth.userId) : null;
  if (input.coupon_id && !found) throw refused('coupon not found');
  if (found && (found.coupon.usedAt || (found.coupon.expiresAt && found.coupon.expiresAt <= now))) {
    throw refused('this coupon is used or expired');
  }
  const sub = auth.subAccountId !== null && lock ? await lockSubAccount(db, auth.subAccountId) : null;
  const quote = quoteRental({
    pricePerGpuHourFen: target.host.pricePerGpuHour,
    gpuCount: input.gpu_count,
    mode: input.mode,
    count: input.count,
    vipLevel: vipLevelFor(wallet.accumulatedMoney),
    nodeClass: target.host.nodeClass,
    coupon: found
      ? {
          rule: couponRuleOf(found.group),
          gpuModel: target.host.gpuModel,
          kind: target.host.kind,
          image: target.image.name,
        }
      : null,
    wallet: {
      moneyFen: wallet.money,
      vouchersFen: wallet.powerMoney,
      creditQuotaFen: wallet.creditQuota,
      voucherFirst: wallet.voucherFirst,
    },
  });
  return { quote, wallet, coupon: found, sub };
}

function toContract(quote: DomainQuote, subAccountShortFen = 0): RentalQuote {
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

/** The quote endpoint: the same function the order uses, without taking any money. */
export async function quoteRentalFor(
  deps: AppDeps,
  auth: AuthContext,
  input: RentalRequest,
): Promise<RentalQuote> {
  const target = await loadTarget(deps.db, input);
  return deps.db.transaction(async (tx) => {
    const { quote } = await price(tx, auth, input, target, deps.clock.now(), false);
    let subShort = 0;
    if (auth.subAccountId !== null) {
      const sub = await lockSubAccount(tx, auth.subAccountId);
      subShort = Math.max(0, quote.totalFen - (sub.moneyLimit - sub.moneyUsed));
    }
    return toContract(quote, subShort);
  });
}

/**
 * Places a rental in one transaction: charge (vouchers and balance in the owner's order, credit
 * last, within a sub-account's limit), order, ledger rows, coupon and the GPUs on the host. Then the
 * compute provider creates the machine; if that fails, everything is given back.
 */
export async function rentInstance(deps: AppDeps, auth: AuthContext, input: RentalRequest) {
  const target = await loadTarget(deps.db, input);
  const now = deps.clock.now();
  const instance = await deps.db.transaction(async (tx) => {
    const { quote, wallet, coupon, sub } = await price(tx, auth, input, target, now, true);
    if (coupon && quote.couponProblem) throw refused(quote.couponProblem);
    const payment = quote.payment;
    if (!payment?.ok) throw new AppError(ErrorCode.REFUSED, Reason.INSUFFICIENT_BALANCE);
    if (sub && quote.totalFen > sub.moneyLimit - sub.moneyUsed) {
      throw refused('the sub-account money limit is less than package price');
    }
    if (!(await reserveGpus(tx, target.host.id, input.gpu_count)))
      throw refused('not enough free GPUs on this host');

    const orderNo = newOrderNo('P', now);
    const fromWallet = payment.fromBalanceFen + payment.fromCreditFen;
    await insertOrder(tx, {
      orderNo,
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      kind: 'instance_rent',
      title: `${target.host.gpuModel} x${input.gpu_count}, ${input.mode} x${input.count}`,
      amount: quote.totalFen,
      paidBalance: fromWallet,
      paidVouchers: payment.fromVouchersFen,
      createdAt: now,
      paidAt: now,
    });
    const ledger = {
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      kind: 'rent' as const,
      refType: 'order',
      refId: orderNo,
      now,
    };
    if (payment.fromVouchersFen > 0)
      await applyLedgerEntry(tx, { ...ledger, pocket: 'vouchers', amount: -payment.fromVouchersFen });
    if (fromWallet > 0) await applyLedgerEntry(tx, { ...ledger, pocket: 'balance', amount: -fromWallet });
    if (sub) await addSubAccountSpending(tx, sub.id, quote.totalFen);
    if (coupon) await markCouponUsed(tx, coupon.coupon.id, orderNo, now);

    const vipBasisPoints =
      target.host.nodeClass === 'main'
        ? VIP_DISCOUNT_BASIS_POINTS[vipLevelFor(wallet.accumulatedMoney)]
        : 10_000;
    const prepaid = input.mode !== 'post_paid';
    return insertInstance(tx, {
      name: `${target.host.gpuModel.toLowerCase().replace(/[^a-z0-9]+/g, '')}-${randomBytes(4).toString('hex')}`,
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      hostId: target.host.id,
      imageId: target.image.id,
      kind: target.host.kind,
      gpuCount: input.gpu_count,
      billingMode: input.mode,
      hourlyRate: multiplyFenByBasisPoints(target.host.pricePerGpuHour * input.gpu_count, vipBasisPoints),
      orderNo,
      createdAt: now,
      expiresAt: prepaid ? new Date(now.getTime() + quote.hours * HOUR_MS) : null,
    });
  });

  try {
    const { ref } = await deps.compute.create({
      instanceId: instance.id,
      hostName: target.host.name,
      kind: target.host.kind,
      gpuCount: instance.gpuCount,
      cpuCores: target.host.cpuCoresPerGpu * instance.gpuCount,
      memoryGb: target.host.memoryGbPerGpu * instance.gpuCount,
      image: target.image.name,
      system: target.image.system,
    });
    await setProviderRef(deps.db, instance.id, ref);
  } catch (error) {
    deps.log.error({ err: error, instanceId: instance.id }, 'compute provider refused the machine');
    await refundFailedRental(deps, instance.id, 'the compute provider refused the machine');
  }
  return { InstanceId: instance.id, OrderNo: instance.orderNo, Status: instance.status };
}
