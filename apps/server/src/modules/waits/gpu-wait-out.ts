import type { GpuWait } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { regions } from '../../db/schema/store/store.table';
import type { GpuWaitRow } from './gpu-waits.repository';

/** A wait as its owner reads it. */
export function gpuWaitOut(row: GpuWaitRow, region: typeof regions.$inferSelect | null): GpuWait {
  return {
    WaitId: row.id,
    State: row.state,
    Mode: row.mode,
    GpuModel: row.gpuModel,
    GpuCount: row.gpuCount,
    Kind: row.kind,
    RegionId: row.regionId,
    RegionName: region?.name ?? null,
    RegionNameEn: region?.nameEn ?? null,
    Cap: fenToYuan(row.capFen),
    RentalMode: row.order.mode,
    Count: row.order.count,
    ImageId: row.order.image_id,
    CreateAt: row.createdAt.toISOString(),
    ExpiresAt: row.expiresAt.toISOString(),
    EndedAt: row.endedAt?.toISOString() ?? null,
    InstanceId: row.instanceId,
    HostId: row.hostId,
    FailureCode: row.failureCode,
  };
}
