import { fenToYuan } from '@gpucloud/domain';
import type { hosts, regions } from '../../db/schema/store/store.table';

/** A host's region as answers name it: its code and both of its names. */
export function regionNames(region: typeof regions.$inferSelect) {
  return { Region: region.code, RegionName: region.name, RegionNameEn: region.nameEn };
}

/** A host's machine as the store, the fleet console and the audit trail show it: the price in yuan. */
export function hostSpecs(host: typeof hosts.$inferSelect) {
  return {
    Kind: host.kind,
    NodeClass: host.nodeClass,
    GpuModel: host.gpuModel,
    GpuMemoryGb: host.gpuMemoryGb,
    GpuCount: host.gpuCount,
    GpuFree: host.gpuFree,
    CpuCoresPerGpu: host.cpuCoresPerGpu,
    MemoryGbPerGpu: host.memoryGbPerGpu,
    SystemDiskGb: host.systemDiskGb,
    DataDiskGb: host.dataDiskGb,
    BandwidthMbps: host.bandwidthMbps,
    PricePerGpuHour: fenToYuan(host.pricePerGpuHour),
  };
}
