import {
  type FleetHost,
  type HostCreateRequest,
  type HostEditRequest,
  type HostListRequest,
  Reason,
} from '@gpucloud/contracts';
import { fenToYuan, maskPhone } from '@gpucloud/domain';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import type { regions } from '../../db/schema/store/store.table';
import { recordAudit } from '../staff';
import { hostSpecs, regionNames } from '../store';
import { type HostRow, insertHost, listHosts, lockHost, updateHost } from './hosts.repository';
import { findRegion } from './regions.repository';

const NAME_TAKEN = 'a host with this name exists already';

/** What the audit trail keeps of a host: its specs, status and price as the API shows them. */
export function hostAuditValues(host: HostRow): Record<string, unknown> {
  return { Name: host.name, RegionId: host.regionId, ...hostSpecs(host), Status: host.status };
}

function toFleetHost(row: {
  host: HostRow;
  region: typeof regions.$inferSelect;
  activeInstances: number;
  partnerPhone: string | null;
}): FleetHost {
  const { host, region } = row;
  return {
    Id: host.id,
    Name: host.name,
    RegionId: region.id,
    ...regionNames(region),
    ...hostSpecs(host),
    NoGpuPricePerHour: host.noGpuPricePerHour === null ? null : fenToYuan(host.noGpuPricePerHour),
    InterruptiblePricePerGpuHour:
      host.interruptiblePricePerGpuHour === null ? null : fenToYuan(host.interruptiblePricePerGpuHour),
    Status: host.status,
    ActiveInstances: row.activeInstances,
    PartnerUserId: host.partnerUserId,
    PartnerPhone: row.partnerPhone ? maskPhone(row.partnerPhone) : '',
    PartnerSharePercent: host.partnerUserId === null ? 0 : host.partnerShareBp / 100,
    ServicesEnabled: host.servicesEnabled,
    EngineLostAt: host.engineLostAt?.toISOString() ?? null,
    CreateAt: host.createdAt.toISOString(),
  };
}

export async function listFleetHosts(
  deps: Pick<AppDeps, 'db'>,
  filter: HostListRequest,
): Promise<{ data: FleetHost[]; total: number }> {
  const { rows, total } = await listHosts(deps.db, filter);
  return { data: rows.map(toFleetHost), total };
}

async function assertRegionExists(tx: Db, regionId: number): Promise<void> {
  if (!(await findRegion(tx, regionId))) throw refused('region_id: no such region');
}

/** Runs a host write, turning a second host of the same name into a refusal that names the field. */
async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(NAME_TAKEN);
    throw error;
  }
}

/** A new host, online (in the store) at once with every GPU free. */
export function createHost(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: HostCreateRequest,
): Promise<{ Id: number }> {
  return refusingTakenName(() =>
    deps.db.transaction(async (tx) => {
      await assertRegionExists(tx, input.region_id);
      const host = await insertHost(tx, {
        regionId: input.region_id,
        name: input.name,
        kind: input.kind,
        nodeClass: input.node_class,
        gpuModel: input.gpu_model,
        gpuMemoryGb: input.gpu_memory_gb,
        gpuCount: input.gpu_count,
        gpuFree: input.gpu_count,
        cpuCoresPerGpu: input.cpu_cores_per_gpu,
        memoryGbPerGpu: input.memory_gb_per_gpu,
        systemDiskGb: input.system_disk_gb,
        dataDiskGb: input.data_disk_gb,
        bandwidthMbps: input.bandwidth_mbps,
        pricePerGpuHour: input.price_per_gpu_hour,
        status: 'online',
        createdAt: deps.clock.now(),
      });
      await recordAudit(tx, {
        ...actor,
        at: deps.clock.now(),
        objectType: 'host',
        objectId: host.id,
        before: null,
        after: hostAuditValues(host),
      });
      return { Id: host.id };
    }),
  );
}

/** The spec fields of an edit that were sent, as host columns. */
function changedSpecs(input: HostEditRequest): Partial<HostRow> {
  const columns: Partial<HostRow> = {
    regionId: input.region_id,
    name: input.name,
    nodeClass: input.node_class,
    gpuModel: input.gpu_model,
    gpuMemoryGb: input.gpu_memory_gb,
    gpuCount: input.gpu_count,
    cpuCoresPerGpu: input.cpu_cores_per_gpu,
    memoryGbPerGpu: input.memory_gb_per_gpu,
    systemDiskGb: input.system_disk_gb,
    dataDiskGb: input.data_disk_gb,
    bandwidthMbps: input.bandwidth_mbps,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * Changes the specs sent, under the host's row lock (rentals wait). A new GPU count keeps the GPUs
 * rented now: the free ones grow or shrink by the difference, never below none. Only the id is a
 * valid edit that changes nothing.
 */
export function editHost(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: HostEditRequest,
): Promise<void> {
  return refusingTakenName(() =>
    deps.db.transaction(async (tx) => {
      const host = await lockHost(tx, input.host_id);
      if (!host) throw refused(Reason.NOT_FOUND);
      const changes = changedSpecs(input);
      // An edit that sends no spec changes nothing: nothing to write, nothing to audit.
      if (Object.keys(changes).length === 0) return;
      if (changes.regionId !== undefined) await assertRegionExists(tx, changes.regionId);
      if (changes.gpuCount !== undefined) {
        const rented = host.gpuCount - host.gpuFree;
        if (changes.gpuCount < rented)
          throw refused(`gpu_count: ${rented} GPUs of this host are rented, so it cannot have fewer`);
        changes.gpuFree = changes.gpuCount - rented;
      }
      const after: HostRow = { ...host, ...changes };
      await updateHost(tx, host.id, changes);
      await recordAudit(tx, {
        ...actor,
        at: deps.clock.now(),
        objectType: 'host',
        objectId: host.id,
        before: hostAuditValues(host),
        after: hostAuditValues(after),
      });
    }),
  );
}
