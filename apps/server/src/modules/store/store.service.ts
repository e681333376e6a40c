import {
  type GpuModelOption,
  type GpuSelectorDetailRequest,
  type HostOffer,
  INSTANCE_KINDS,
  type InstanceKind,
  type InstanceSpecifications,
  type KvmBoardRow,
  type StoreSelectorOptions,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import { cacheSlot } from '../../core/cache/read-cache';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import type { hosts, regions } from '../../db/schema/store/store.table';
import { imagesForHost, imagesForKind } from '../images';
import { assertHostRentable } from './host-availability';
import { hostSpecs, regionNames } from './host-specs';
import {
  findHostOffers,
  findHostWithRegion,
  findSelectorOptions,
  summariseGpuModels,
} from './store.repository';

const selectorOptions = cacheSlot<StoreSelectorOptions>('store.selectorOptions');
const hostOffers = cacheSlot<{ list: HostOffer[]; total: number }>('store.hostOffers');

/** The store's filters: answered from memory until a region or host changes (core/cache). */
export function getStoreSelectorOptions(deps: Pick<AppDeps, 'db' | 'reads'>): Promise<StoreSelectorOptions> {
  return deps.reads.readShared(selectorOptions, '', () => readStoreSelectorOptions(deps));
}

async function readStoreSelectorOptions(deps: Pick<AppDeps, 'db'>): Promise<StoreSelectorOptions> {
  const { regions: regionRows, gpuModels } = await findSelectorOptions(deps.db);
  return {
    regions: regionRows.map((r) => ({ Code: r.code, Name: r.name, NameEn: r.nameEn })),
    gpu_models: gpuModels,
    kinds: [...INSTANCE_KINDS],
  };
}

/** The store's host list for a filter: answered from memory until a region or host changes. */
export function getGpuSelectorDetail(
  deps: Pick<AppDeps, 'db' | 'reads' | 'compute'>,
  filter: GpuSelectorDetailRequest,
): Promise<{ list: HostOffer[]; total: number }> {
  const variant = JSON.stringify([
    filter.region,
    filter.gpu_model,
    filter.kind,
    filter.min_free_gpus,
    filter.sort,
  ]);
  return deps.reads.readShared(hostOffers, variant, () => readGpuSelectorDetail(deps, filter));
}

async function readGpuSelectorDetail(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  filter: GpuSelectorDetailRequest,
): Promise<{ list: HostOffer[]; total: number }> {
  const rows = await findHostOffers(deps.db, filter);
  const list = rows.map((row) => toHostOffer(deps, row));
  return { list, total: list.length };
}

function toHostOffer(
  deps: Pick<AppDeps, 'compute'>,
  {
    host,
    region,
  }: {
    host: typeof hosts.$inferSelect;
    region: typeof regions.$inferSelect;
  },
): HostOffer {
  const { CpuCoresPerGpu, MemoryGbPerGpu, ...specs } = hostSpecs(host);
  return {
    HostId: host.id,
    HostName: host.name,
    ...regionNames(region),
    ...specs,
    CpuCores: CpuCoresPerGpu,
    MemoryGb: MemoryGbPerGpu,
    InterruptiblePricePerGpuHour:
      host.interruptiblePricePerGpuHour === null ? null : fenToYuan(host.interruptiblePricePerGpuHour),
    // A machine rented here would be the provider's, which alone knows whether it is simulated.
    Simulated: deps.compute.isSimulated({ ref: null, kind: host.kind }),
  };
}

/** A kind's GPU models across all regions (or one), as /store/get_kvm_gpu_selector and the docker one answer. */
export async function getGpuSelector(
  deps: Pick<AppDeps, 'db'>,
  kind: InstanceKind,
  region: string | undefined,
): Promise<{ list: GpuModelOption[] }> {
  const rows = await summariseGpuModels(deps.db, { kind, region });
  const byModel = new Map<string, GpuModelOption>();
  for (const row of rows) {
    const seen = byModel.get(row.gpuModel);
    const price = fenToYuan(row.minPrice);
    byModel.set(row.gpuModel, {
      GpuModel: row.gpuModel,
      GpuMemoryGb: Math.max(seen?.GpuMemoryGb ?? 0, row.gpuMemoryGb),
      FreeGpus: (seen?.FreeGpus ?? 0) + row.freeGpus,
      TotalGpus: (seen?.TotalGpus ?? 0) + row.totalGpus,
      Hosts: (seen?.Hosts ?? 0) + row.hosts,
      MinPricePerGpuHour: seen ? Math.min(seen.MinPricePerGpuHour, price) : price,
    });
  }
  return { list: [...byModel.values()].sort((a, b) => a.GpuModel.localeCompare(b.GpuModel)) };
}

/** Free GPUs of a kind matching the filters (and able to run the image, when one is named). */
export async function getAvailableNum(
  deps: Pick<AppDeps, 'db'>,
  kind: InstanceKind,
  filter: { region?: string; gpu_model?: string; image_id?: number },
): Promise<{ FreeGpus: number; Hosts: number }> {
  if (filter.image_id !== undefined) {
    const fits = (await imagesForKind(deps, kind)).some((image) => image.ImageId === filter.image_id);
    if (!fits) return { FreeGpus: 0, Hosts: 0 };
  }
  const rows = await summariseGpuModels(deps.db, { kind, region: filter.region, gpuModel: filter.gpu_model });
  return {
    FreeGpus: rows.reduce((sum, row) => sum + row.freeGpus, 0),
    Hosts: rows.reduce((sum, row) => sum + row.hostsWithFree, 0),
  };
}

/** The public KVM availability board: one row per region and GPU model. */
export async function getKvmBoard(deps: Pick<AppDeps, 'db'>): Promise<{ list: KvmBoardRow[] }> {
  const rows = await summariseGpuModels(deps.db, { kind: 'kvm' });
  return {
    list: rows.map((row) => ({
      Region: row.regionCode,
      RegionName: row.regionName,
      RegionNameEn: row.regionNameEn,
      GpuModel: row.gpuModel,
      FreeGpus: row.freeGpus,
      TotalGpus: row.totalGpus,
      Hosts: row.hosts,
      MinPricePerGpuHour: fenToYuan(row.minPrice),
    })),
  };
}

/** What the order form of one host offers: GPU counts with their CPU and memory, and the images it runs. */
export async function getInstanceSpecifications(
  deps: Pick<AppDeps, 'db' | 'compute'>,
  hostId: number,
): Promise<InstanceSpecifications> {
  const found = await findHostWithRegion(deps.db, hostId);
  if (!found) throw refused('this host is not available');
  assertHostRentable(found.host);
  const { host } = found;
  return {
    Host: toHostOffer(deps, found),
    Specs: Array.from({ length: host.gpuCount }, (_, index) => {
      const gpus = index + 1;
      return {
        GpuCount: gpus,
        CpuCores: host.cpuCoresPerGpu * gpus,
        MemoryGb: host.memoryGbPerGpu * gpus,
        Available: gpus <= host.gpuFree,
      };
    }),
    Images: await imagesForHost(deps, host),
  };
}
