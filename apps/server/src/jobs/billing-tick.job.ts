import { sql } from 'drizzle-orm';
import type { AppDeps } from '../core/deps';
import { dueMinutes } from '../db/billing-minutes.sql';
import { dueStorageDays } from '../db/storage-days.sql';
import { detachFromEndedInstances } from '../modules/disks';
import { chargeDueHours, chargeStorageDays } from '../modules/wallet';
import {
  expirePrepaid,
  lockBillingTick,
  noticeExpiringSoon,
  owedBeforeRelease,
  releaseRetained,
  stillStopping,
  stopForArrears,
} from './billing-tick.statements';
import { settleStorageArrears } from './storage-days.statements';

/**
 * The billing tick (SPEC §9, issue 5): a few set-based statements in one transaction.
 * 0. Prepaid instances ending within 24 h are told so, once; shut-down instances past their disk
 *    retention are released (GPUs back to the host, owner told), the minutes they still owe charged
 *    first where their payer can pay them.
 * 1. Prepaid instances past their period expire (GPUs back to the host, disk kept, owner told).
 * 2. Every running pay-as-you-go instance is charged, by the minute and in arrears (issue 44, the
 *    domain's billing-minutes), the minutes since its last charge up to the last whole hour of its
 *    life, by the wallet's money service, set-based: a sub-account's minutes within its limit, an
 *    owner's if vouchers, balance and credit cover them all, split as splitPayment splits an order;
 *    the charge's key (instance, first minute) and the guarded charged_to_minute make it exactly-once.
 * 3. Instances whose minutes could not be paid, or whose payer cannot cover their next hour, stop
 *    for arrears.
 * 4. Storage (issue 17): every storage day due (cloud disks, file storage, added disks, suspended
 *    instances' disks) is charged by the same statement, keyed (subject, China day) in
 *    storage_charges; subjects whose day could not be paid go into arrears (a cloud disk is detached,
 *    a suspended instance stops), and leave it when a later tick charges them.
 * Ticks are serialised across processes by an advisory lock; a re-run finds nothing due.
 */
export async function runBillingTick(deps: AppDeps): Promise<{
  noticed: number;
  expired: number;
  released: number;
  ledgerRows: number;
  arrears: number;
  storageLedgerRows: number;
  storageArrears: number;
}> {
  const now = deps.clock.now();
  const nowText = now.toISOString();
  const retentionDays = deps.config.compute.diskRetentionDays;
  const { expiredMachines, toDelete, toDetach, charged } = await deps.db.transaction(async (tx) => {
    await lockBillingTick(tx);
    // JIT compiling these few large statements costs more than running them (seconds on a busy
    // machine, measured with bench/billing-tick.ts), so this transaction runs them interpreted.
    await tx.execute(sql`set local jit = off`);

    const noticed = await noticeExpiringSoon(tx, nowText);
    const expired = await expirePrepaid(tx, nowText, retentionDays);
    // Minutes an instance still owes are charged before its retention ends, when its payer can.
    const owedRows = await chargeDueHours(tx, owedBeforeRelease(nowText, retentionDays), now);
    const released = await releaseRetained(tx, nowText, retentionDays);

    const at = sql`${nowText}::timestamptz`;
    // Every minute run up to the last whole hour of each life since the last charge, in arrears:
    // after an outage the tick catches up in one range, each minute once (charged_to_minute's guard).
    const chargedRows = await chargeDueHours(tx, dueMinutes(at), now);

    const arrears = await stopForArrears(tx, nowText);

    // Storage by the China day, after the hours (a payer's hours come first); each day once.
    const storageRows = await chargeStorageDays(tx, dueStorageDays(at), now);
    const storage = await settleStorageArrears(tx, nowText);
    const freed = await detachFromEndedInstances(tx);
    return {
      expiredMachines: expired,
      toDelete: released,
      toDetach: [...storage.detached, ...freed],
      charged: {
        noticed: noticed.length,
        expired: expired.length,
        released: released.length,
        ledgerRows: owedRows.length + chargedRows.length,
        arrears: arrears.length,
        storageLedgerRows: storageRows.length,
        storageArrears: storage.entered,
      },
    };
  });
  // Machines are told after the books are closed. Arrears stops, and any earlier stop the provider
  // has not confirmed yet, are the instances still `stopping`: their stop is sent (again).
  const toStop = [...expiredMachines, ...(await stillStopping(deps.db))];
  await tellMachines(deps, toStop, (ref) => deps.compute.stop(ref), 'could not stop an instance');
  await tellMachines(
    deps,
    toDelete,
    (ref) => deps.compute.delete(ref),
    'could not delete a released instance',
  );
  for (const disk of toDetach) {
    if (!disk.machine_ref || !disk.volume_ref) continue;
    try {
      await deps.compute.detachVolume(disk.machine_ref, disk.volume_ref);
    } catch (error) {
      deps.log.error({ err: error, cloudDiskId: disk.id }, 'could not detach a cloud disk');
    }
  }
  return charged;
}

async function tellMachines(
  deps: Pick<AppDeps, 'log'>,
  rows: Array<{ id: number; provider_ref: string | null }>,
  call: (ref: string) => Promise<void>,
  failure: string,
): Promise<void> {
  for (const row of rows) {
    if (!row.provider_ref) continue;
    try {
      await call(row.provider_ref);
    } catch (error) {
      deps.log.error({ err: error, instanceId: row.id }, failure);
    }
  }
}
