import type { CloudDisk } from '@gpucloud/contracts';
import {
  CLOUD_DISK_MAX_GB,
  CLOUD_DISK_MIN_GB,
  CLOUD_DISK_STEP_GB,
  CLOUD_DISKS_PER_INSTANCE,
  ENDED_STATES,
  fenToYuan,
  STORAGE_FEN_PER_GB_DAY,
  storageDayFen,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps, MachineDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { mayActOnInstance } from '../ownership';
import { lockPayer, refundOrder } from '../wallet';
import {
  type CloudDiskRow,
  countAttached,
  findAnyCloudDisk,
  findCloudDisk,
  findRegion,
  inArrears,
  insertCloudDisk,
  listCloudDisks,
  listRegions,
  lockCloudDisk,
  lockInstanceWithRegion,
  markCloudDiskDeleted,
  markCloudDiskFailed,
  markCloudDiskReady,
  renameCloudDisk,
  setCloudDiskInstance,
  setCloudDiskSize,
  stoppedInstancesOf,
  undoCloudDiskAttach,
} from './disks.repository';
import { markPaidToday, payNow, payRestOfToday, quoteResize } from './storage-settlement';

/**
 * Cloud disks (issue 17): made in a region, paid by the China day (the first at once by an order,
 * then by the billing tick), attached to one stopped instance of their region at a time. Every
 * command commits its intent first and tells the provider after; the provider's calls are
 * idempotent on the disk's key `cloud-disk-<id>`.
 */

export const DISK_NOT_FOUND = 'cloud disk not found';

const payerOf = (disk: { userId: number; subAccountId: number | null }) => ({
  userId: disk.userId,
  subAccountId: disk.subAccountId,
});

export async function listDisks(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  const [rows, regions, stopped] = await Promise.all([
    listCloudDisks(deps.db, auth),
    listRegions(deps.db),
    stoppedInstancesOf(deps.db, auth),
  ]);
  return {
    list: rows.map((row) =>
      diskAnswer(row.disk, {
        regionName: row.regionName,
        instanceName: row.instanceName,
        subAccountName: row.subAccountName,
        inArrears: row.inArrears,
      }),
    ),
    Regions: regions.map((region) => ({ Id: region.id, Name: region.name, NameEn: region.nameEn })),
    Attachable: stopped.map((row) => ({
      Id: row.id,
      Name: row.name,
      RegionId: row.region_id,
      Disks: row.disks,
    })),
    MinGb: CLOUD_DISK_MIN_GB,
    MaxGb: CLOUD_DISK_MAX_GB,
    StepGb: CLOUD_DISK_STEP_GB,
    PerInstance: CLOUD_DISKS_PER_INSTANCE,
    PricePerGbDay: fenToYuan(STORAGE_FEN_PER_GB_DAY.cloud_disk),
  };
}

function diskAnswer(
  disk: CloudDiskRow,
  about: {
    regionName: string;
    instanceName: string | null;
    subAccountName: string | null;
    inArrears: boolean;
  },
) {
  const status: CloudDisk['Status'] = disk.status === 'ready' && about.inArrears ? 'arrears' : disk.status;
  return {
    Id: disk.id,
    Name: disk.name,
    RegionId: disk.regionId,
    RegionName: about.regionName,
    SizeGb: disk.sizeGb,
    Status: status,
    InstanceId: disk.instanceId ?? 0,
    InstanceName: about.instanceName ?? '',
    DailyPrice: fenToYuan(storageDayFen('cloud_disk', disk.sizeGb)),
    SubAccountName: about.subAccountName ?? '',
    CreateAt: disk.createdAt.toISOString(),
  };
}

/** One disk as the API answers it, read after a change. */
async function answerOf(deps: Pick<AppDeps, 'db'>, auth: AuthContext, diskId: number) {
  const rows = await listCloudDisks(deps.db, auth);
  const row = rows.find((r) => r.disk.id === diskId);
  if (row)
    return diskAnswer(row.disk, {
      regionName: row.regionName,
      instanceName: row.instanceName,
      subAccountName: row.subAccountName,
      inArrears: row.inArrears,
    });
  // A deleted disk is no longer listed: answered from its row.
  const disk = await findAnyCloudDisk(deps.db, diskId);
  if (!disk) throw refused(DISK_NOT_FOUND);
  const region = await findRegion(deps.db, disk.regionId);
  return diskAnswer(disk, {
    regionName: region?.name ?? '',
    instanceName: null,
    subAccountName: null,
    inArrears: false,
  });
}

async function regionOrRefuse(deps: Pick<AppDeps, 'db'>, regionId: number) {
  const region = await findRegion(deps.db, regionId);
  if (!region) throw refused('region_id: no such region');
  return region;
}

export async function quoteCreate(deps: Pick<AppDeps, 'db'>, input: { region_id: number; size_gb: number }) {
  await regionOrRefuse(deps, input.region_id);
  const dailyFen = storageDayFen('cloud_disk', input.size_gb);
  return { DailyPrice: fenToYuan(dailyFen), PayNow: fenToYuan(dailyFen) };
}

export async function createDisk(
  deps: MachineDeps,
  auth: AuthContext,
  input: { region_id: number; size_gb: number; name?: string | undefined },
) {
  const region = await regionOrRefuse(deps, input.region_id);
  const now = deps.clock.now();
  const payer = { userId: auth.userId, subAccountId: auth.subAccountId };
  const disk = await deps.db.transaction(async (tx) => {
    const { today, quote } = await quoteResize(
      tx,
      { kind: 'cloud_disk', id: null, toGb: input.size_gb },
      now,
      false,
    );
    const orderNo = await payNow(tx, payer, {
      kind: 'cloud_disk',
      amountFen: quote.nowFen,
      title: systemText('order.cloud_disk', { gb: input.size_gb }),
      orderKind: 'cloud_disk',
      now,
      accessKeyId: auth.accessKey?.id,
    });
    const made = await insertCloudDisk(tx, {
      ...payer,
      regionId: region.id,
      name: input.name ?? '',
      sizeGb: input.size_gb,
      orderNo,
      chargeFromDay: today,
      createdAt: now,
    });
    if (!made) throw new Error('no cloud disk row');
    const named = input.name ? made : await renameCloudDisk(tx, made.id, `disk-${made.id}`);
    await markPaidToday(tx, {
      kind: 'cloud_disk',
      subjectId: made.id,
      userId: auth.userId,
      amountFen: quote.nowFen,
      today,
      now,
    });
    return named ?? made;
  });
  await provision(deps, disk, region.code);
  return answerOf(deps, auth, disk.id);
}

/** Makes the provider's volume of a disk just created; a volume never made refunds the first day. */
async function provision(deps: MachineDeps, disk: CloudDiskRow, regionCode: string) {
  try {
    const { volumeRef } = await deps.compute.createVolume({
      key: `cloud-disk-${disk.id}`,
      region: regionCode,
      sizeGb: disk.sizeGb,
    });
    await markCloudDiskReady(deps.db, disk.id, volumeRef);
  } catch (error) {
    deps.log.error({ err: error, cloudDiskId: disk.id }, 'could not create a cloud disk');
    await deps.db.transaction(async (tx) => {
      const failed = await markCloudDiskFailed(tx, disk.id);
      if (failed)
        await refundOrder(tx, disk.orderNo, {
          note: systemText('ledger.cloud_disk_not_created', {}),
          now: deps.clock.now(),
        });
    });
  }
}

export async function attachDisk(
  deps: Pick<AppDeps, 'db' | 'compute' | 'log'>,
  auth: AuthContext,
  input: { disk_id: number; instance_id: number },
) {
  const attached = await deps.db.transaction(async (tx) => {
    // The instance first, then the disk: the order the billing tick locks them in.
    const found = await lockInstanceWithRegion(tx, input.instance_id);
    if (!found || !mayActOnInstance(auth, found.instance)) throw refused('instance not found');
    const disk = await lockCloudDisk(tx, auth, input.disk_id);
    if (!disk) throw refused(DISK_NOT_FOUND);
    if (disk.instanceId === found.instance.id) return null;
    if (disk.status !== 'ready' || !disk.providerRef) throw refused('the cloud disk is not ready');
    if (disk.instanceId !== null)
      throw refused('the cloud disk is attached to another instance: detach it first');
    if (await inArrears(tx, 'cloud_disk', disk.id))
      throw refused('the cloud disk is in arrears: top up; it can be attached once its daily charge is paid');
    if (found.instance.status !== 'stopped') throw refused('a cloud disk is attached to a stopped instance');
    if (found.regionId !== disk.regionId)
      throw refused('the instance is in another region than the cloud disk');
    if ((await countAttached(tx, found.instance.id)) >= CLOUD_DISKS_PER_INSTANCE)
      throw refused(`an instance takes at most ${CLOUD_DISKS_PER_INSTANCE} cloud disks`);
    await setCloudDiskInstance(tx, disk.id, found.instance.id);
    return { machineRef: found.instance.providerRef, volumeRef: disk.providerRef };
  });
  if (attached?.machineRef) {
    try {
      await deps.compute.attachVolume(attached.machineRef, attached.volumeRef);
    } catch (error) {
      deps.log.error({ err: error, cloudDiskId: input.disk_id }, 'could not attach a cloud disk');
      await undoCloudDiskAttach(deps.db, input.disk_id, input.instance_id);
      throw refused('the cloud disk could not be attached: try again');
    }
  }
  return answerOf(deps, auth, input.disk_id);
}

export async function detachDisk(
  deps: Pick<AppDeps, 'db' | 'compute' | 'log'>,
  auth: AuthContext,
  diskId: number,
) {
  const seen = await findCloudDisk(deps.db, auth, diskId);
  if (!seen) throw refused(DISK_NOT_FOUND);
  if (seen.instanceId === null) return answerOf(deps, auth, diskId);
  const instanceId = seen.instanceId;
  const detached = await deps.db.transaction(async (tx) => {
    const found = await lockInstanceWithRegion(tx, instanceId);
    const disk = await lockCloudDisk(tx, auth, diskId);
    if (!disk) throw refused(DISK_NOT_FOUND);
    if (disk.instanceId === null) return null;
    if (disk.instanceId !== instanceId || !found)
      throw refused('the cloud disk changed meanwhile: try again');
    // An ended instance's disks are freed by the billing tick too; its owner need not wait for it.
    if (found.instance.status !== 'stopped' && !ENDED_STATES.includes(found.instance.status))
      throw refused('a cloud disk is detached from a stopped instance');
    await setCloudDiskInstance(tx, disk.id, null);
    return { machineRef: found.instance.providerRef, volumeRef: disk.providerRef };
  });
  if (detached?.machineRef && detached.volumeRef) {
    try {
      await deps.compute.detachVolume(detached.machineRef, detached.volumeRef);
    } catch (error) {
      deps.log.error({ err: error, cloudDiskId: diskId }, 'could not detach a cloud disk');
    }
  }
  return answerOf(deps, auth, diskId);
}

async function growable(deps: Pick<AppDeps, 'db'>, auth: AuthContext, diskId: number, sizeGb: number) {
  const disk = await findCloudDisk(deps.db, auth, diskId);
  if (!disk) throw refused(DISK_NOT_FOUND);
  if (disk.status !== 'ready') throw refused('the cloud disk is not ready');
  if (sizeGb <= disk.sizeGb) throw refused(`size_gb: larger than the present ${disk.sizeGb} GB`);
  return disk;
}

export async function quoteExpand(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { disk_id: number; size_gb: number },
) {
  const disk = await growable(deps, auth, input.disk_id, input.size_gb);
  const now = deps.clock.now();
  const { quote } = await deps.db.transaction((tx) =>
    quoteResize(tx, { kind: 'cloud_disk', id: disk.id, toGb: input.size_gb }, now, false),
  );
  // Today not charged yet by the tick: the whole day at the new size (the tick's part, then the rest).
  return { DailyPrice: fenToYuan(quote.dailyFen), PayNow: fenToYuan(quote.nowFen) };
}

export async function expandDisk(
  deps: MachineDeps,
  auth: AuthContext,
  input: { disk_id: number; size_gb: number },
) {
  const seen = await growable(deps, auth, input.disk_id, input.size_gb);
  const now = deps.clock.now();
  const payer = payerOf(seen);
  const grown = await deps.db.transaction(async (tx) => {
    // The wallet before the disk: the order the billing tick locks them in.
    await lockPayer(tx, payer);
    const disk = await lockCloudDisk(tx, auth, input.disk_id);
    if (disk?.status !== 'ready' || !disk.providerRef) throw refused('the cloud disk is not ready');
    if (input.size_gb <= disk.sizeGb) throw refused(`size_gb: larger than the present ${disk.sizeGb} GB`);
    const { today, quote } = await quoteResize(
      tx,
      { kind: 'cloud_disk', id: disk.id, toGb: input.size_gb },
      now,
      true,
    );
    await payRestOfToday(tx, payer, {
      kind: 'cloud_disk',
      subjectId: disk.id,
      amountFen: quote.nowFen,
      today,
      title: systemText('order.cloud_disk_resize', { name: disk.name, gb: input.size_gb }),
      orderKind: 'cloud_disk',
      now,
      accessKeyId: auth.accessKey?.id,
    });
    await setCloudDiskSize(tx, disk.id, input.size_gb);
    return disk.providerRef;
  });
  try {
    await deps.compute.expandVolume(grown, input.size_gb);
  } catch (error) {
    // Paid and recorded: the volume grows when the provider answers again (the next expand call
    // or an operator); the size the customer pays for is the new one.
    deps.log.error({ err: error, cloudDiskId: input.disk_id }, 'could not grow a cloud disk');
  }
  return answerOf(deps, auth, input.disk_id);
}

export async function deleteDisk(deps: MachineDeps, auth: AuthContext, diskId: number) {
  const now = deps.clock.now();
  const deleted = await deps.db.transaction(async (tx) => {
    const disk = await lockCloudDisk(tx, auth, diskId);
    if (!disk) throw refused(DISK_NOT_FOUND);
    if (disk.instanceId !== null) throw refused('the cloud disk is attached: detach it first');
    if (disk.status === 'creating') throw refused('the cloud disk is still being made');
    await markCloudDiskDeleted(tx, disk.id, now);
    return disk;
  });
  if (deleted.providerRef) {
    try {
      await deps.compute.deleteVolume(deleted.providerRef);
    } catch (error) {
      deps.log.error({ err: error, cloudDiskId: diskId }, 'could not delete a cloud disk volume');
    }
  }
  return answerOf(deps, auth, diskId);
}
