import {
  type costReportsEndpoints,
  type EndpointData,
  INSTANCE_KINDS,
  type InstanceKind,
} from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { listGpuModels } from './cost-reports.repository';

type GpuInfo = EndpointData<typeof costReportsEndpoints.allGpuInfo>;

/**
 * Every GPU model of the fleet with its specs, for the reports' filters: a model whose hosts are all
 * in maintenance or offline is still listed (instances on them still have costs), with nothing free.
 */
export async function getAllGpuInfo(deps: Pick<AppDeps, 'db'>): Promise<GpuInfo> {
  const rows = await listGpuModels(deps.db);
  return {
    data: rows.map((row) => ({
      GpuModel: row.gpuModel,
      GpuMemoryGb: row.gpuMemoryGb,
      CpuCoresPerGpu: row.cpuCoresPerGpu,
      MemoryGbPerGpu: row.memoryGbPerGpu,
      Kinds: INSTANCE_KINDS.filter((kind: InstanceKind) => row.kinds.includes(kind)),
      Regions: [...row.regions].sort(),
      GpuCount: row.gpuCount,
      GpuFree: row.gpuFree,
      MinPricePerGpuHour: row.minPrice === null ? null : fenToYuan(Number(row.minPrice)),
    })),
  };
}
