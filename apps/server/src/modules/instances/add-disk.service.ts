import {
  canDo,
  fenToYuan,
  RESIZE_LIMITS,
  resizeProblem,
  resourcesOf,
  STORAGE_FEN_PER_GB_DAY,
  storageDayFen,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps, MachineDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { payRestOfToday, quoteResize } from '../disks';
import { lockHost } from '../fleet';
import { assertOwned } from '../ownership';
import { recordEvent } from './history.repository';
import { type InstanceRecord, lockInstance, updateInstance } from './instances.repository';
import { extrasHeldOnHost } from './resize.repository';
import { shapeOf } from './resize.service';

/**
 * Checks a disk of `sizeGb` can be added to the locked instance now: its state, its kind's engine
 * (a running KVM grows its disk live, bare metal only while stopped), the instance's cap and its
 * host's spare disk (the host row is locked: adds on one host queue).
 */
async function checkAdd(tx: Db, instance: InstanceRecord, sizeGb: number) {
  if (!canDo(instance.status, 'addDisk')) throw refused('a disk is added to a running or stopped instance');
  const problem = resizeProblem(instance.kind, instance.status === 'running' ? 'running' : 'stopped', [
    'dataDiskGb',
  ]);
  if (problem) throw refused(problem);
  if (instance.extraDiskGb + sizeGb > RESIZE_LIMITS.maxExtraDiskGb)
    throw refused(
      `size_gb: an instance adds at most ${RESIZE_LIMITS.maxExtraDiskGb} GB (it has added ${instance.extraDiskGb})`,
    );
  const host = await lockHost(tx, instance.hostId);
  if (!host) throw refused('this host is not available');
  const held = await extrasHeldOnHost(tx, host.id, instance.id);
  const room = host.spareDiskGb - held.diskGb - instance.extraDiskGb;
  if (sizeGb > room) throw refused(`size_gb: the host has ${Math.max(0, room)} GB of spare disk`);
  return host;
}

function answer(
  host: Parameters<typeof resourcesOf>[0],
  instance: InstanceRecord,
  sizeGb: number,
  payNowFen: number,
) {
  const after = { ...shapeOf(instance), extraDiskGb: instance.extraDiskGb + sizeGb };
  return {
    SizeGb: sizeGb,
    PerGbDay: fenToYuan(STORAGE_FEN_PER_GB_DAY.added_disk),
    PerDay: fenToYuan(storageDayFen('added_disk', sizeGb)),
    PayNow: fenToYuan(payNowFen),
    DataDiskGb: resourcesOf(host, after).dataDiskGb,
  };
}

/** The added disks of an instance as a storage subject: all of them, once `sizeGb` more is added. */
const subjectOf = (instance: InstanceRecord, sizeGb: number) => ({
  kind: 'added_disk' as const,
  id: instance.id,
  toGb: instance.extraDiskGb + sizeGb,
});

/**
 * /instance/add_one_disk_query_price: what the disk costs a day, what is paid now (the rest of
 * today, as a cloud disk's first day), and the data disk it makes.
 */
export async function quoteAddDisk(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { instance_id: number; size_gb: number },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const instance = assertOwned(auth, await lockInstance(tx, input.instance_id));
    const host = await checkAdd(tx, instance, input.size_gb);
    const { quote } = await quoteResize(tx, subjectOf(instance, input.size_gb), now, false);
    return answer(host, instance, input.size_gb, quote.nowFen);
  });
}

/**
 * /instance/add_one_disk: the instance's data disk grows by `size_gb`, held on its host until it is
 * released. Today's difference is paid at once by an order (the quote's PayNow); from tomorrow the
 * billing tick's storage step charges the added disks by the day.
 */
export async function addDisk(
  deps: MachineDeps,
  auth: AuthContext,
  input: { instance_id: number; size_gb: number },
) {
  const now = deps.clock.now();
  const added = await deps.db.transaction(async (tx) => {
    const instance = assertOwned(auth, await lockInstance(tx, input.instance_id));
    const host = await checkAdd(tx, instance, input.size_gb);
    const payer = { userId: instance.userId, subAccountId: instance.subAccountId };
    // The days the tick has not charged yet at the old size first, then today's difference.
    const { today, quote } = await quoteResize(tx, subjectOf(instance, input.size_gb), now, true);
    await payRestOfToday(tx, payer, {
      kind: 'added_disk',
      subjectId: instance.id,
      amountFen: quote.nowFen,
      today,
      title: systemText('order.add_disk', { name: instance.name, gb: input.size_gb }),
      orderKind: 'instance_disk',
      now,
      accessKeyId: auth.accessKey?.id,
    });
    const updated = await updateInstance(tx, instance.id, {
      extraDiskGb: instance.extraDiskGb + input.size_gb,
    });
    const dataDiskGb = resourcesOf(host, shapeOf(updated)).dataDiskGb;
    await recordEvent(
      tx,
      instance.id,
      'disk_added',
      systemText('event.disk_added', { gb: input.size_gb, total: dataDiskGb }),
      now,
    );
    return { updated, dataDiskGb, paidFen: quote.nowFen };
  });
  if (added.updated.providerRef) {
    try {
      await deps.compute.resize(added.updated.providerRef, { dataDiskGb: added.dataDiskGb });
    } catch (error) {
      deps.log.error({ err: error, instanceId: added.updated.id }, 'added disk not applied by the provider');
    }
  }
  return {
    DataDiskGb: added.dataDiskGb,
    ExtraDiskGb: added.updated.extraDiskGb,
    Paid: fenToYuan(added.paidFen),
    Status: added.updated.status,
  };
}
