import {
  BILLABLE_STATES,
  type InstanceState,
  outageCreditFen,
  outageFreeMinutes,
  runEndMinute,
} from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { systemText } from '../../core/messaging/system-text';
import { lockBillingTick } from '../../db/advisory-lock';
import { notify } from '../notifications';
import { recordAudit } from '../staff';
import { chargeRunMinutes, creditOutageVouchers, markMinutesPaid } from '../wallet';
import {
  affectedToSettle,
  lockOutageToSettle,
  type OutageRow,
  outagesToSettle,
  periodsOf,
  settleAffected,
  settleOutageRow,
} from './host-outages.repository';
import { lockHost } from './hosts.repository';

type SettleDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'log'>;
type Affected = Awaited<ReturnType<typeof affectedToSettle>>[number];
interface Window {
  outage: OutageRow & { endedAt: Date };
  now: Date;
}

/**
 * Settles every outage closed for the merge window (issue 44, point 5): each in its own
 * transaction, under the billing tick's lock. Safe to run in several processes and again: an
 * outage and each of its instances are settled once (`settled_at`, read under row locks).
 */
export async function settleDueOutages(deps: SettleDeps): Promise<number> {
  const now = deps.clock.now();
  const closedBefore = new Date(now.getTime() - deps.config.outages.mergeMinutes * 60_000);
  let settled = 0;
  for (const id of await outagesToSettle(deps.db, closedBefore)) {
    if (await settleOutage(deps, id, closedBefore, now)) settled += 1;
  }
  return settled;
}

async function settleOutage(deps: SettleDeps, id: number, closedBefore: Date, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockBillingTick(tx);
    const outage = await lockOutageToSettle(tx, id, closedBefore);
    if (!outage?.endedAt) return false;
    const host = await lockHost(tx, outage.hostId);
    const window: Window = { outage: { ...outage, endedAt: outage.endedAt }, now };
    const affected = await affectedToSettle(tx, outage.id);
    for (const instance of affected) {
      const result =
        instance.billingMode === 'post_paid'
          ? {
              lostMinutes: 0,
              creditedVouchers: 0,
              unchargedMinutes: await leaveUncharged(tx, instance, window),
            }
          : { ...(await creditPrepaid(deps, tx, instance, window)), unchargedMinutes: 0 };
      await settleAffected(tx, { outageId: outage.id, instanceId: instance.id }, { ...result, at: now });
      await tellOwner(tx, instance, { ...result, host: host?.name ?? '' }, window);
    }
    const done = await settleOutageRow(tx, outage.id, now);
    if (done) await auditCredit(tx, done, affected.length, now);
    return true;
  });
}

/**
 * A pay-as-you-go instance's outage minutes are counted paid without a charge, and charging resumes
 * after them. Minutes before the outage its payer could not pay are charged first; while they stay
 * unpaid the outage's minutes cannot be skipped (charges run in order), and none are left uncharged.
 * One stopped after the outage ended is charged the minutes it ran after it.
 */
async function leaveUncharged(tx: Db, instance: Affected, { outage, now }: Window): Promise<number> {
  const created = instance.createdAt.getTime();
  const stoppedAt = BILLABLE_STATES.includes(instance.status as InstanceState) ? null : instance.stoppedAt;
  const endMs = Math.min(outage.endedAt.getTime(), stoppedAt?.getTime() ?? Number.POSITIVE_INFINITY);
  const free = outageFreeMinutes(created, { startMs: outage.startedAt.getTime(), endMs });
  if (instance.chargedToMinute < free.fromMinute) {
    const paid = await chargeRunMinutes(tx, { instanceId: instance.id, endMinute: free.fromMinute, now });
    if (!paid) return 0;
  }
  const uncharged = Math.max(0, free.toMinute - Math.max(free.fromMinute, instance.chargedToMinute));
  await markMinutesPaid(tx, { instanceId: instance.id, toMinute: free.toMinute });
  if (stoppedAt && stoppedAt > outage.endedAt)
    await chargeRunMinutes(tx, {
      instanceId: instance.id,
      endMinute: runEndMinute(created, stoppedAt.getTime()),
      now,
    });
  return uncharged;
}

/** A prepaid instance is credited vouchers for the paid time the outage took (the domain's rule), once. */
async function creditPrepaid(deps: SettleDeps, tx: Db, instance: Affected, { outage, now }: Window) {
  const periods = (await periodsOf(tx, instance.id)).map((p) => ({
    startsAtMs: p.startsAt.getTime(),
    endsAtMs: p.endsAt.getTime(),
    amountFen: Number(p.amount),
  }));
  const credit = outageCreditFen(
    periods,
    { startMs: outage.startedAt.getTime(), endMs: outage.endedAt.getTime() },
    deps.config.outages,
  );
  const credited = await creditOutageVouchers(
    tx,
    {
      userId: instance.userId,
      outageId: outage.id,
      instanceId: instance.id,
      name: instance.name,
      minutes: credit.lostMinutes,
      amountFen: credit.creditFen,
    },
    now,
  );
  return { lostMinutes: credit.lostMinutes, creditedVouchers: credited ? credit.creditFen : 0 };
}

async function tellOwner(
  tx: Db,
  instance: Affected,
  result: { lostMinutes: number; creditedVouchers: number; unchargedMinutes: number; host: string },
  { outage, now }: Window,
): Promise<void> {
  const common = { name: instance.name, host: result.host, from: outage.startedAt, to: outage.endedAt };
  const recipient = { userId: instance.userId, subAccountId: instance.subAccountId };
  const item = { kind: 'notification', link: '/console/dashboard', now } as const;
  if (result.creditedVouchers > 0)
    await notify(tx, recipient, {
      ...item,
      template: 'instance.outage_credit',
      params: { ...common, minutes: result.lostMinutes, amount: result.creditedVouchers },
    });
  else if (result.unchargedMinutes > 0)
    await notify(tx, recipient, {
      ...item,
      template: 'instance.outage_uncharged',
      params: { ...common, minutes: result.unchargedMinutes },
    });
}

/** The credit of an outage staff marked is audited in their name (the reconciler's outages are on the fleet desk). */
async function auditCredit(tx: Db, outage: OutageRow, instances: number, now: Date): Promise<void> {
  if (outage.staffId === null) return;
  await recordAudit(tx, {
    staff: { staffId: outage.staffId, staffSessionId: '', role: 'fleet' },
    ip: '',
    endpoint: 'job:outage-credit',
    at: now,
    objectType: 'host_outage',
    objectId: outage.id,
    before: null,
    after: {
      CreditedVouchers: Number(outage.creditedVouchers),
      UnchargedMinutes: outage.unchargedMinutes,
    },
    note: systemText('audit.outage_credited', {
      instances,
      amount: Number(outage.creditedVouchers),
      minutes: outage.unchargedMinutes,
    }),
  });
}
