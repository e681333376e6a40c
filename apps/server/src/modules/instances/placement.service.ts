import { Reason } from '@gpucloud/contracts';
import { canDo, fenToYuan, hourlyRateFen, pricedHostFor, vipLevelFor } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { ownInstance } from '../ownership';
import { findHostWithRegion, findMigrationTargets } from '../store';
import { lockWallet } from '../wallet';
import { recordEvent } from './history.repository';
import { lockInstance, releaseGpus, reserveGpus, updateInstance } from './instances.repository';

/** How many GPUs the instance's host has free now, against how many the instance was rented with. */
export async function availableOnHost(deps: Pick<AppDeps, 'db'>, auth: AuthContext, instanceId: number) {
  const instance = await ownInstance(deps, auth, instanceId);
  const found = await findHostWithRegion(deps.db, instance.hostId);
  const online = found?.host.status === 'online';
  return { GpuCount: instance.gpuCount, HostFree: online ? (found?.host.gpuFree ?? 0) : 0 };
}

export async function migrationConditions(deps: Pick<AppDeps, 'db'>, auth: AuthContext, instanceId: number) {
  const instance = await ownInstance(deps, auth, instanceId);
  const found = await findHostWithRegion(deps.db, instance.hostId);
  if (!found) return { list: [] };
  const targets = await findMigrationTargets(deps.db, {
    hostId: instance.hostId,
    kind: found.host.kind,
    gpuModel: found.host.gpuModel,
    gpuCount: instance.gpuCount,
  });
  // A prepaid period was bought at this host's price: it may move only to a host that costs no more.
  const prepaid = instance.billingMode !== 'post_paid';
  return {
    list: targets
      .filter(({ host }) => !prepaid || host.pricePerGpuHour <= found.host.pricePerGpuHour)
      .map(({ host, region }) => ({
        HostId: host.id,
        HostName: host.name,
        RegionName: region.name,
        RegionNameEn: region.nameEn,
        GpuFree: host.gpuFree,
        PricePerGpuHour: fenToYuan(host.pricePerGpuHour),
      })),
  };
}

/** Moves a stopped instance and its disk to another host of the same GPU model, taking GPUs there. */
export async function migrateInstance(
  deps: Pick<AppDeps, 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  input: { instance_id: number; host_id: number },
) {
  const allowed = await migrationConditions(deps, auth, input.instance_id);
  const target = allowed.list.find((host) => host.HostId === input.host_id);
  if (!target) throw refused('this instance cannot move to that host');
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const instance = await lockInstance(tx, input.instance_id);
    if (!instance?.providerRef || !canDo(instance.status, 'migrate'))
      throw refused('only a stopped instance can migrate');
    const found = await findHostWithRegion(tx, target.HostId);
    if (!found || !(await reserveGpus(tx, target.HostId, instance.gpuCount)))
      throw refused(Reason.NO_FREE_GPU);
    if (instance.holdsGpus) await releaseGpus(tx, instance.hostId, instance.gpuCount);
    const wallet = await lockWallet(tx, instance.userId);
    const updated = await updateInstance(tx, instance.id, {
      hostId: target.HostId,
      holdsGpus: true,
      hourlyRate: hourlyRateFen(
        pricedHostFor(found.host, instance),
        instance,
        vipLevelFor(wallet.accumulatedMoney),
      ),
    });
    await recordEvent(
      tx,
      instance.id,
      'migrated',
      systemText('event.migrated', { host: found.host.name }),
      now,
    );
    return { updated, hostName: found.host.name };
  });
  await deps.compute.migrate(moved.updated.providerRef as string, moved.hostName);
  return { Status: moved.updated.status };
}
