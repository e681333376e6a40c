import type { InstanceKind } from '@gpucloud/contracts';
import {
  ADDON_PRICES_FEN,
  fenToYuan,
  RESIZE_LIMITS,
  resourcesOf,
  STORAGE_FEN_PER_GB_DAY,
} from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { ownInstance } from '../ownership';
import { findHostWithRegion } from '../store';
import { extrasHeldOnHost } from './resize.repository';
import { shapeOf } from './resize.service';

/** What a running instance of each kind changes live (the engines' rule, as resizeProblem applies it). */
const LIVE: Record<
  InstanceKind,
  Array<'gpuCount' | 'cpuCores' | 'memoryGb' | 'dataDiskGb' | 'bandwidthMbps'>
> = {
  container: ['gpuCount', 'cpuCores', 'memoryGb', 'dataDiskGb', 'bandwidthMbps'],
  kvm: ['dataDiskGb', 'bandwidthMbps'],
  bare_metal: ['bandwidthMbps'],
};

/** An instance's shape, its host's room beside it, and what each resource costs. */
async function roomFor(deps: Pick<AppDeps, 'db'>, auth: AuthContext, instanceId: number) {
  const instance = await ownInstance(deps, auth, instanceId);
  const found = await findHostWithRegion(deps.db, instance.hostId);
  if (!found) throw refused('this host is not available');
  const { host } = found;
  const held = await extrasHeldOnHost(deps.db, host.id, instance.id);
  const now = resourcesOf(host, shapeOf(instance));
  const cpuShare = host.cpuCoresPerGpu * instance.gpuCount;
  const memoryShare = host.memoryGbPerGpu * instance.gpuCount;
  const fixed = instance.kind === 'bare_metal';
  return {
    instance,
    host,
    now,
    cpu: {
      Current: now.cpuCores,
      Min: cpuShare,
      Max: fixed
        ? now.cpuCores
        : cpuShare +
          Math.max(0, Math.min(RESIZE_LIMITS.maxExtraCpuCores, host.spareCpuCores - held.cpuCores)),
      HostRemain: Math.max(0, host.spareCpuCores - held.cpuCores - instance.extraCpuCores),
    },
    memory: {
      Current: now.memoryGb,
      Min: memoryShare,
      Max: fixed
        ? now.memoryGb
        : memoryShare +
          Math.max(0, Math.min(RESIZE_LIMITS.maxExtraMemoryGb, host.spareMemoryGb - held.memoryGb)),
      HostRemain: Math.max(0, host.spareMemoryGb - held.memoryGb - instance.extraMemoryGb),
    },
    diskRoom: Math.max(
      0,
      Math.min(
        RESIZE_LIMITS.addDiskMaxGb,
        RESIZE_LIMITS.maxExtraDiskGb - instance.extraDiskGb,
        host.spareDiskGb - held.diskGb - instance.extraDiskGb,
      ),
    ),
  };
}

/** /instance/get_upgrade_spec_options */
export async function upgradeSpecOptions(deps: Pick<AppDeps, 'db'>, auth: AuthContext, instanceId: number) {
  const room = await roomFor(deps, auth, instanceId);
  const { instance, host, now } = room;
  const freeBeside = instance.holdsGpus ? host.gpuFree : Math.max(0, host.gpuFree - instance.gpuCount);
  return {
    Kind: instance.kind,
    Status: instance.status,
    GpuCount: instance.gpuCount,
    MaxGpuCount:
      instance.kind === 'bare_metal'
        ? instance.gpuCount
        : Math.min(host.gpuCount, instance.gpuCount + freeBeside),
    CpuCores: now.cpuCores,
    MinCpuCores: room.cpu.Min,
    MaxCpuCores: room.cpu.Max,
    MemoryGb: now.memoryGb,
    MinMemoryGb: room.memory.Min,
    MaxMemoryGb: room.memory.Max,
    DataDiskGb: now.dataDiskGb,
    ExtraDiskGb: instance.extraDiskGb,
    // Whole steps only: what add_one_disk accepts.
    MaxAddDiskGb: room.diskRoom - (room.diskRoom % RESIZE_LIMITS.addDiskStepGb),
    BandwidthMbps: now.bandwidthMbps,
    IncludedBandwidthMbps: host.bandwidthMbps,
    MaxBandwidthMbps: host.maxBandwidthMbps,
    Prices: {
      GpuHour: fenToYuan(host.pricePerGpuHour),
      CpuCoreHour: fenToYuan(ADDON_PRICES_FEN.cpuCoreHour),
      MemoryGbHour: fenToYuan(ADDON_PRICES_FEN.memoryGbHour),
      BandwidthMbpsHour: fenToYuan(ADDON_PRICES_FEN.bandwidthMbpsHour),
      DiskGbDay: fenToYuan(STORAGE_FEN_PER_GB_DAY.added_disk),
    },
    LiveChanges: LIVE[instance.kind],
  };
}

/**
 * /get_host_remain_cpu and its kin: the CPU or memory an instance can have now. The container calls
 * serve containers, the host calls the other kinds.
 */
export async function remainFor(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  input: { instanceId: number; resource: 'cpu' | 'memory'; containers: boolean },
) {
  const room = await roomFor(deps, auth, input.instanceId);
  if ((room.instance.kind === 'container') !== input.containers)
    throw refused(
      input.containers
        ? `only containers: use /api/get_host_remain_${input.resource}`
        : `containers: use /api/get_container_remain_${input.resource}`,
    );
  return input.resource === 'cpu' ? room.cpu : room.memory;
}
