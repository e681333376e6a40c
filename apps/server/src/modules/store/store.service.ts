import {
  type GpuSelectorDetailRequest,
  type HostOffer,
  INSTANCE_KINDS,
  type StoreSelectorOptions,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { findHostOffers, listGpuModels, listRegions } from './store.repository';

export async function getStoreSelectorOptions(deps: AppDeps): Promise<StoreSelectorOptions> {
  const [regionRows, gpuModels] = await Promise.all([listRegions(deps.db), listGpuModels(deps.db)]);
  return {
    regions: regionRows.map((r) => ({ Code: r.code, Name: r.name, NameEn: r.nameEn })),
    gpu_models: gpuModels,
    kinds: [...INSTANCE_KINDS],
  };
}

export async function getGpuSelectorDetail(
  deps: AppDeps,
  filter: GpuSelectorDetailRequest,
): Promise<{ list: HostOffer[]; total: number }> {
  const rows = await findHostOffers(deps.db, filter);
  const list = rows.map(
    ({ host, region }): HostOffer => ({
      HostId: host.id,
      HostName: host.name,
      Region: region.code,
      RegionName: region.name,
      RegionNameEn: region.nameEn,
      Kind: host.kind,
      NodeClass: host.nodeClass,
      GpuModel: host.gpuModel,
      GpuMemoryGb: host.gpuMemoryGb,
      GpuCount: host.gpuCount,
      GpuFree: host.gpuFree,
      CpuCores: host.cpuCoresPerGpu,
      MemoryGb: host.memoryGbPerGpu,
      SystemDiskGb: host.systemDiskGb,
      DataDiskGb: host.dataDiskGb,
      BandwidthMbps: host.bandwidthMbps,
      PricePerGpuHour: fenToYuan(host.pricePerGpuHour),
    }),
  );
  return { list, total: list.length };
}
