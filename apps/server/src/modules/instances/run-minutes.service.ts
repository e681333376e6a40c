import { runEndMinute } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import { unsettledOutageStart } from '../fleet';
import { chargeRunMinutes } from '../wallet';
import type { InstanceRecord } from './instances.repository';

/**
 * A pay-as-you-go run that leaves `running` (a stop, a restart, a machine lost: issue 44) is
 * charged its minutes since the last charge up to the minute it ended in, in the caller's
 * transaction, through the wallet's money movements. Answers whether those minutes are paid (a
 * prepaid instance has none to pay).
 */
export async function settleRunMinutes(
  tx: Db,
  instance: InstanceRecord,
  endedAt: Date,
  now: Date = endedAt,
): Promise<boolean> {
  if (instance.billingMode !== 'post_paid') return true;
  // A run ended during a host outage is charged up to the outage (its settlement does the rest).
  const outageStart = await unsettledOutageStart(tx, instance.id);
  const chargedUntil = outageStart && outageStart < endedAt ? outageStart : endedAt;
  return chargeRunMinutes(tx, {
    instanceId: instance.id,
    endMinute: runEndMinute(instance.createdAt.getTime(), chargedUntil.getTime()),
    now,
  });
}

/** Why an instance whose last run's minutes are unpaid does not start or go (issue 44). */
export const MINUTES_OWED_REFUSAL = 'the minutes of its last run are not paid: top up, then try again';

/**
 * Charges the minutes a pay-as-you-go instance owes from a run that ended unpaid (an arrears stop,
 * or a stop whose payer could not pay), before it starts again or is released: refused with
 * MINUTES_OWED_REFUSAL until its payer can pay them, so no minute run is ever lost.
 */
export async function settleOwedMinutes(tx: Db, instance: InstanceRecord, now: Date): Promise<void> {
  if (instance.owedToMinute <= instance.chargedToMinute) return;
  const paid = await chargeRunMinutes(tx, { instanceId: instance.id, endMinute: instance.owedToMinute, now });
  if (!paid) throw refused(MINUTES_OWED_REFUSAL);
}

/**
 * Before the owner restarts, reinitialises or resizes an instance (its run interrupted, or its
 * rate changed): a running pay-as-you-go instance's minutes so far are charged at the rate they
 * ran at, and minutes owed are paid, or the action is refused with MINUTES_OWED_REFUSAL.
 */
export async function settleBeforeChange(tx: Db, instance: InstanceRecord, now: Date): Promise<void> {
  if (instance.status === 'running' && !(await settleRunMinutes(tx, instance, now)))
    throw refused(MINUTES_OWED_REFUSAL);
  await settleOwedMinutes(tx, instance, now);
}
