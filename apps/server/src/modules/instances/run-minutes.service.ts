import { runEndMinute } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import { chargeRunMinutes } from '../wallet';
import type { InstanceRecord } from './instances.repository';

/**
 * A pay-as-you-go run that leaves `running` (a stop, a restart, a machine lost: issue 44) is
 * charged its minutes since the last charge up to the minute it ended in, in the caller's
 * transaction, through the wallet's money movements. Answers whether those minutes are paid (a
 * prepaid instance has none to pay).
 */
export function settleRunMinutes(
  tx: Db,
  instance: InstanceRecord,
  endedAt: Date,
  now: Date = endedAt,
): Promise<boolean> {
  if (instance.billingMode !== 'post_paid') return Promise.resolve(true);
  return chargeRunMinutes(tx, {
    instanceId: instance.id,
    endMinute: runEndMinute(instance.createdAt.getTime(), endedAt.getTime()),
    now,
  });
}
