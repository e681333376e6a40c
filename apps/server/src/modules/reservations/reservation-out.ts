import type { Reservation } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { regions } from '../../db/schema/store/store.table';
import type { ReservationRow } from './reservations.repository';

/** A reservation as the customer and the desk read it. */
export function reservationOut(
  row: ReservationRow,
  region: Pick<typeof regions.$inferSelect, 'code' | 'name' | 'nameEn'>,
  instanceName: string | null,
): Reservation {
  return {
    Id: row.id,
    State: row.state,
    ConfigId: row.configKey,
    RegionCode: region.code,
    RegionName: region.name,
    RegionNameEn: region.nameEn,
    GpuModel: row.gpuModel,
    GpuMemoryGb: row.gpuMemoryGb,
    GpuCount: row.gpuCount,
    CpuCores: row.cpuCores,
    MemoryGb: row.memoryGb,
    SystemDiskGb: row.systemDiskGb,
    DataDiskGb: row.dataDiskGb,
    BandwidthMbps: row.bandwidthMbps,
    StartDay: row.startDay,
    EndDay: row.endDay,
    Days: row.days,
    Note: row.note,
    Deposit: fenToYuan(row.depositFen),
    DepositOrderNo: row.depositOrderNo,
    Refunded: fenToYuan(row.refundedFen),
    CancelledBy: row.cancelledBy,
    Reason: row.reason,
    InstanceId: row.instanceId ?? 0,
    InstanceName: instanceName ?? '',
    CreateAt: row.createdAt.toISOString(),
    DecidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
