import { Reason, type RefundQuote } from '@gpucloud/contracts';
import {
  canDo,
  fenToYuan,
  nextState,
  planRefund,
  type RefundPlan,
  RUNS_WITHOUT_GPUS_REFUSAL,
  runEndMinute,
  runsWithoutGpus,
  STATUS_DETAILS,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { HOUR_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { assertOwned } from '../ownership';
import { assertHostRentable } from '../store';
import { refund as giveBack, markMinutesPaid } from '../wallet';
import { insertPeriod, recordEvent, remainingPeriods, shortenPeriod } from './history.repository';
import {
  findRentalTarget,
  type InstanceRecord,
  lockInstance,
  releaseGpus,
  reserveGpus,
  updateInstance,
} from './instances.repository';
import { chargePurchase, type Purchase, quotePurchase } from './purchase.service';
import { assertRentalCount } from './rent.service';
import { settleBeforeChange } from './run-minutes.service';

type PrepaidMode = 'hourly' | 'daily' | 'monthly';

/**
 * Renewal goes through the call of the instance's kind: /renew_kvm_v2 for KVM and bare metal,
 * /renew_container_v2 for containers, /renew_bare_metal_instance for bare metal only.
 */
export type RenewRoute = 'kvm' | 'container' | 'bare_metal';

async function lockOwned(tx: Db, auth: AuthContext, instanceId: number) {
  // Inside the transaction: the embedded database has one connection, so no read may go around it.
  const instance = assertOwned(auth, await lockInstance(tx, instanceId));
  const target = await findRentalTarget(tx, instance.hostId, instance.imageId);
  if (!target) throw refused('this host is not available');
  return { instance, host: target.host, imageName: target.image?.name ?? '' };
}

/**
 * Takes an instance's GPUs back from its host: a renewal of an expired instance or a move to
 * prepaid of a stopped one is a new claim on the host, so only an online host grants it.
 */
async function regainGpus(tx: Db, instance: InstanceRecord, host: Purchase['host']): Promise<void> {
  assertHostRentable(host);
  if (!(await reserveGpus(tx, instance.hostId, instance.gpuCount))) throw refused(Reason.NO_FREE_GPU);
}

function purchaseFor(
  host: Purchase['host'],
  imageName: string,
  instance: InstanceRecord,
  input: { mode: PrepaidMode; count: number; coupon_id?: number },
): Purchase {
  assertRentalCount(input.mode, input.count);
  return {
    host,
    imageName,
    gpuCount: instance.gpuCount,
    mode: input.mode,
    count: input.count,
    couponId: input.coupon_id,
  };
}

function assertRenewable(instance: InstanceRecord, route: RenewRoute): void {
  if (route === 'bare_metal' && instance.kind !== 'bare_metal')
    throw refused('only a bare-metal instance renews with /renew_bare_metal_instance');
  if ((instance.kind === 'container') !== (route === 'container'))
    throw refused(
      instance.kind === 'container'
        ? 'containers renew with /renew_container_v2'
        : 'use /renew_kvm_v2 for this instance',
    );
  if (instance.billingMode === 'post_paid')
    throw refused('a pay-as-you-go instance is not renewed: change its billing mode to prepaid');
  if (!canDo(instance.status, 'renew')) throw refused('this instance can no longer be renewed');
}

/** A renewal continues from the end of the period, or from now once it has ended. */
function renewalStart(instance: InstanceRecord, now: Date): Date {
  return instance.expiresAt && instance.expiresAt > now ? instance.expiresAt : now;
}

export async function quoteRenewal(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instance_id: number; mode: PrepaidMode; count: number; coupon_id?: number },
  route: RenewRoute,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { instance, host, imageName } = await lockOwned(tx, auth, input.instance_id);
    assertRenewable(instance, route);
    const { quote, contract } = await quotePurchase(
      tx,
      auth,
      purchaseFor(host, imageName, instance, input),
      now,
    );
    const newEnd = new Date(renewalStart(instance, now).getTime() + quote.hours * HOUR_MS);
    return { ...contract, NewExpiresAt: newEnd.toISOString() };
  });
}

/** Renews a prepaid instance: charge, a new paid period, a later expiry; an expired one takes its GPUs back and waits, stopped. */
export async function renewInstance(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instance_id: number; mode: PrepaidMode; count: number; coupon_id?: number },
  route: RenewRoute,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { instance, host, imageName } = await lockOwned(tx, auth, input.instance_id);
    assertRenewable(instance, route);
    const charged = await chargePurchase(tx, auth, purchaseFor(host, imageName, instance, input), now, {
      kind: 'instance_renew',
      ledgerKind: 'renew',
      title: systemText('order.prepaid', { name: instance.name, mode: input.mode, count: input.count }),
    });
    const startsAt = renewalStart(instance, now);
    const endsAt = new Date(startsAt.getTime() + charged.quote.hours * HOUR_MS);
    let revived: Partial<InstanceRecord> = {};
    const renewedTo = nextState(instance.status, 'renew');
    if (renewedTo && renewedTo !== instance.status) {
      if (!instance.holdsGpus) await regainGpus(tx, instance, host);
      revived = { status: renewedTo, holdsGpus: true, statusDetail: STATUS_DETAILS.renewed };
    }
    await insertPeriod(tx, {
      instanceId: instance.id,
      orderNo: charged.orderNo,
      startsAt,
      endsAt,
      amount: charged.quote.totalFen,
      vouchers: charged.fromVouchersFen,
    });
    await updateInstance(tx, instance.id, { ...revived, expiresAt: endsAt, expiryNoticeAt: null });
    await recordEvent(
      tx,
      instance.id,
      'renewed',
      systemText('event.prepaid_order', { mode: input.mode, count: input.count, order: charged.orderNo }),
      now,
    );
    return { OrderNo: charged.orderNo, ExpiresAt: endsAt.toISOString() };
  });
}

function refundToContract(plan: RefundPlan): RefundQuote {
  return {
    RefundHours: plan.hours,
    Refund: fenToYuan(plan.refundFen),
    ToVouchers: fenToYuan(plan.toVouchersFen),
    ToBalance: fenToYuan(plan.toBalanceFen),
  };
}

async function planFor(tx: Db, instance: InstanceRecord, now: Date): Promise<RefundPlan> {
  return planRefund(await remainingPeriods(tx, instance.id, now), now.getTime());
}

function assertRefundable(instance: InstanceRecord, now: Date): void {
  if (instance.billingMode === 'post_paid') throw refused('only a prepaid instance is refunded');
  if (!canDo(instance.status, 'stopWithRefund') || !instance.expiresAt || instance.expiresAt <= now)
    throw refused('only a running or stopped instance within its prepaid period is refunded');
}

/**
 * Gives back the unused whole hours (see planRefund) in the caller's transaction; answers the plan
 * (also for a failed command). Hours count from `from` (when a lost machine stopped), else from now.
 */
export async function applyRefund(
  tx: Db,
  instance: InstanceRecord,
  now: Date,
  from: Date = now,
): Promise<RefundPlan> {
  const plan = await planFor(tx, instance, from);
  for (const period of plan.shortened) {
    await shortenPeriod(tx, period.id, {
      endsAt: new Date(period.endsAtMs),
      amount: period.amountFen,
      vouchers: period.vouchersFen,
    });
  }
  await giveBack(
    tx,
    { userId: instance.userId, subAccountId: instance.subAccountId },
    { vouchersFen: plan.toVouchersFen, balanceFen: plan.toBalanceFen },
    {
      refType: 'instance',
      refId: instance.name,
      note: systemText('ledger.unused_hours', { hours: plan.hours }),
      now,
      machine: { hostId: instance.hostId, gpuHours: -plan.hours * instance.gpuCount },
    },
  );
  return plan;
}

export async function quoteStopWithRefund(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  instanceId: number,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { instance } = await lockOwned(tx, auth, instanceId);
    assertRefundable(instance, now);
    return refundToContract(await planFor(tx, instance, now));
  });
}

/** Stops a prepaid instance and gives back its unused whole hours; its period then ends within the hour. */
export async function stopWithRefund(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
) {
  const now = deps.clock.now();
  const { plan, instance } = await deps.db.transaction(async (tx) => {
    const locked = (await lockOwned(tx, auth, instanceId)).instance;
    assertRefundable(locked, now);
    const refund = await applyRefund(tx, locked, now);
    const next = nextState(locked.status, 'stopWithRefund');
    const stopping = next !== null && next !== locked.status;
    const updated = await updateInstance(tx, locked.id, {
      expiresAt: refund.endsAtMs === null ? now : new Date(refund.endsAtMs),
      ...(stopping ? { status: next, statusDetail: STATUS_DETAILS.stoppedWithRefund } : {}),
    });
    await recordEvent(
      tx,
      locked.id,
      'stopped_with_refund',
      systemText('event.stopped_with_refund', { hours: refund.hours, amount: refund.refundFen }),
      now,
    );
    return { plan: refund, instance: updated };
  });
  if (instance.status === 'stopping' && instance.providerRef) await deps.compute.stop(instance.providerRef);
  return { ...refundToContract(plan), Status: instance.status };
}

type DueMode = PrepaidMode | 'post_paid';

export async function quoteDueModeChange(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instance_id: number; mode: DueMode; count: number },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { instance, host, imageName } = await lockOwned(tx, auth, input.instance_id);
    assertDueModeChange(instance, input.mode, now);
    if (input.mode === 'post_paid')
      return { Charge: null, Refund: refundToContract(await planFor(tx, instance, now)) };
    const purchase = purchaseFor(host, imageName, instance, { mode: input.mode, count: input.count });
    return { Charge: (await quotePurchase(tx, auth, purchase, now)).contract, Refund: null };
  });
}

function assertDueModeChange(instance: InstanceRecord, mode: DueMode, now: Date): void {
  if (!canDo(instance.status, 'changeMode'))
    throw refused('only a running or stopped instance changes billing mode');
  if (runsWithoutGpus(instance)) throw refused(RUNS_WITHOUT_GPUS_REFUSAL);
  if (mode === 'post_paid') assertRefundable(instance, now);
  else if (instance.billingMode !== 'post_paid')
    throw refused('a prepaid instance is extended by renewing it');
}

/**
 * Prepaid → pay-as-you-go gives back the unused whole hours, and the hour in progress counts as
 * paid; pay-as-you-go → prepaid buys the period from now (a stopped instance takes its GPUs back).
 */
export async function changeDueMode(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instance_id: number; mode: DueMode; count: number },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { instance, host, imageName } = await lockOwned(tx, auth, input.instance_id);
    assertDueModeChange(instance, input.mode, now);
    if (input.mode === 'post_paid') {
      const plan = await applyRefund(tx, instance, now);
      const givesBack = instance.status === 'stopped' && instance.holdsGpus;
      if (givesBack) await releaseGpus(tx, instance.hostId, instance.gpuCount);
      // The period paid the minute in progress: pay-as-you-go minutes start after it.
      await markMinutesPaid(tx, {
        instanceId: instance.id,
        toMinute: runEndMinute(instance.createdAt.getTime(), now.getTime()),
      });
      await updateInstance(tx, instance.id, {
        billingMode: 'post_paid',
        expiresAt: null,
        holdsGpus: givesBack ? false : instance.holdsGpus,
      });
      await recordEvent(
        tx,
        instance.id,
        'billing_mode_changed',
        systemText('event.to_post_paid_refunded', { amount: plan.refundFen }),
        now,
      );
      return { BillingMode: 'post_paid' as const, ExpiresAt: null, OrderNo: null };
    }
    // The minutes run (or owed) pay-as-you-go so far are charged before the period starts, at the
    // pay-as-you-go rate, or the switch is refused; a stopped instance's time shut down never is.
    await settleBeforeChange(tx, instance, now);
    const purchase = purchaseFor(host, imageName, instance, { mode: input.mode, count: input.count });
    const charged = await chargePurchase(tx, auth, purchase, now, {
      kind: 'instance_renew',
      ledgerKind: 'renew',
      title: systemText('order.prepaid', { name: instance.name, mode: input.mode, count: input.count }),
    });
    if (!instance.holdsGpus) await regainGpus(tx, instance, host);
    const endsAt = new Date(now.getTime() + charged.quote.hours * HOUR_MS);
    await insertPeriod(tx, {
      instanceId: instance.id,
      orderNo: charged.orderNo,
      startsAt: now,
      endsAt,
      amount: charged.quote.totalFen,
      vouchers: charged.fromVouchersFen,
    });
    await updateInstance(tx, instance.id, {
      billingMode: input.mode,
      expiresAt: endsAt,
      holdsGpus: true,
      expiryNoticeAt: null,
    });
    await recordEvent(
      tx,
      instance.id,
      'billing_mode_changed',
      systemText('event.prepaid_order', { mode: input.mode, count: input.count, order: charged.orderNo }),
      now,
    );
    return { BillingMode: input.mode, ExpiresAt: endsAt.toISOString(), OrderNo: charged.orderNo };
  });
}
