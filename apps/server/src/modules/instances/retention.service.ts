import type { RemainDisk } from '@gpucloud/contracts';
import { mayReleaseWithinPeriod, nextState, STATUS_DETAILS } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps, MachineDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { detachFromEndedInstances } from '../disks';
import { notify } from '../notifications';
import { ownInstance } from '../ownership';
import { recordEvent } from './history.repository';
import { listKeptDisks, lockInstance, releaseGpus, updateInstance } from './instances.repository';
import { releaseAt } from './instances.service';
import { settleOwedMinutes } from './run-minutes.service';

/** Shut-down instances keep their disks for the retention days; these are listed with their release dates. */
export async function listRemainDisks(
  deps: Pick<AppDeps, 'config' | 'db'>,
  auth: AuthContext,
  instanceId: number | undefined,
): Promise<{ list: RemainDisk[] }> {
  const rows = await listKeptDisks(deps.db, auth, instanceId);
  const days = deps.config.compute.diskRetentionDays;
  return {
    list: rows.flatMap(({ instance, host }) => {
      const release = releaseAt(instance, days);
      if (!release || !instance.stoppedAt) return [];
      return [
        {
          InstanceId: instance.id,
          Name: instance.name,
          GpuModel: host.gpuModel,
          DiskGb: host.systemDiskGb + host.dataDiskGb,
          StoppedAt: instance.stoppedAt.toISOString(),
          ReleaseAt: release.toISOString(),
        },
      ];
    }),
  };
}

/**
 * Releases a shut-down instance now (/instance/remove_remain_disk_kvm): the disk is deleted and
 * the GPUs go back to the host. A prepaid instance with unused whole hours is refunded first
 * (stop with refund); the hour in progress is not refunded and does not hold the release up.
 */
export async function releaseInstance(deps: MachineDeps, auth: AuthContext, instanceId: number) {
  const owned = await ownInstance(deps, auth, instanceId);
  const now = deps.clock.now();
  const released = await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, owned.id);
    const next = instance && nextState(instance.status, 'release');
    if (!instance || !next) throw refused('only a shut-down instance can be released');
    if (
      instance.status === 'stopped' &&
      !mayReleaseWithinPeriod(instance.expiresAt?.getTime() ?? null, now.getTime())
    )
      throw refused('the prepaid period still holds unused whole hours: stop with refund first');
    await settleOwedMinutes(tx, instance, now);
    if (instance.holdsGpus) await releaseGpus(tx, instance.hostId, instance.gpuCount);
    const updated = await updateInstance(tx, instance.id, {
      status: next,
      statusDetail: STATUS_DETAILS.releasedByOwner,
      holdsGpus: false,
      releasedAt: now,
    });
    await recordEvent(tx, instance.id, 'released', systemText('event.released_by_owner', {}), now);
    // Its cloud disks outlive it, detached (and billed until their owner deletes them).
    const disks = await detachFromEndedInstances(tx, instance.id);
    await notify(
      tx,
      { userId: instance.userId, subAccountId: instance.subAccountId },
      {
        kind: 'message',
        template: 'instance.released_by_owner',
        params: { name: instance.name },
        link: '/console/dashboard',
        now,
      },
    );
    return { ...updated, disks };
  });
  for (const disk of released.disks) {
    if (!disk.machine_ref || !disk.volume_ref) continue;
    await deps.compute
      .detachVolume(disk.machine_ref, disk.volume_ref)
      .catch((error: unknown) =>
        deps.log.error({ err: error, cloudDiskId: disk.id }, 'could not detach a cloud disk'),
      );
  }
  if (released.providerRef) {
    try {
      await deps.compute.delete(released.providerRef);
    } catch (error) {
      deps.log.error({ err: error, instanceId: released.id }, 'could not delete a released machine');
    }
  }
  return { Status: released.status };
}
