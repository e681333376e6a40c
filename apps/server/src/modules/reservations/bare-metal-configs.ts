import { createHash } from 'node:crypto';
import type { BareMetalSpec } from '@gpucloud/contracts';
import type { Db } from '../../core/db';
import type { hosts, regions } from '../../db/schema/store/store.table';
import { lockHostsInIdOrder, onlineBareMetalHosts } from './reservations.repository';

type Host = typeof hosts.$inferSelect;
type Region = typeof regions.$inferSelect;

/** One bare-metal machine configuration: online hosts alike in region, hardware and list price. */
export interface BareMetalConfiguration {
  key: string;
  region: Region;
  spec: BareMetalSpec;
  /** What a GPU-hour lists at on these hosts, and whether membership discounts apply (main nodes). */
  pricePerGpuHour: number;
  nodeClass: Host['nodeClass'];
  hosts: Host[];
}

function specOf(host: Host, region: Region): BareMetalSpec {
  return {
    RegionCode: region.code,
    RegionName: region.name,
    RegionNameEn: region.nameEn,
    GpuModel: host.gpuModel,
    GpuMemoryGb: host.gpuMemoryGb,
    GpuCount: host.gpuCount,
    CpuCores: host.cpuCoresPerGpu * host.gpuCount,
    MemoryGb: host.memoryGbPerGpu * host.gpuCount,
    SystemDiskGb: host.systemDiskGb,
    DataDiskGb: host.dataDiskGb,
    BandwidthMbps: host.bandwidthMbps,
  };
}

/** The configuration a host belongs to: a stable id made of everything a customer chooses by. */
export function configKeyOf(host: Host, region: Region): string {
  const tuple = [specOf(host, region), host.pricePerGpuHour, host.nodeClass];
  return `bm-${createHash('sha256').update(JSON.stringify(tuple)).digest('hex').slice(0, 16)}`;
}

/** The configurations of the online bare-metal hosts (of one region when given), hosts by id. */
export async function loadConfigurations(db: Db, regionCode?: string): Promise<BareMetalConfiguration[]> {
  const rows = await onlineBareMetalHosts(db, regionCode);
  const byKey = new Map<string, BareMetalConfiguration>();
  for (const { host, region } of rows) {
    const key = configKeyOf(host, region);
    const found = byKey.get(key);
    if (found) found.hosts.push(host);
    else
      byKey.set(key, {
        key,
        region,
        spec: specOf(host, region),
        pricePerGpuHour: host.pricePerGpuHour,
        nodeClass: host.nodeClass,
        hosts: [host],
      });
  }
  return [...byKey.values()];
}

export async function findConfiguration(db: Db, key: string): Promise<BareMetalConfiguration | null> {
  return (await loadConfigurations(db)).find((config) => config.key === key) ?? null;
}

/**
 * Locks a configuration's hosts (in id order, as every multi-host lock is taken): reservations of
 * one configuration queue here, so two requests for its last machine cannot both count it free.
 */
export async function lockConfigurationHosts(tx: Db, config: BareMetalConfiguration): Promise<void> {
  const ids = config.hosts.map((host) => host.id);
  if (ids.length === 0) return;
  await lockHostsInIdOrder(tx, ids);
}

/** Whether every GPU of a host is free now: the machine can be rented whole. */
export function isFreeNow(host: Host): boolean {
  return host.gpuFree === host.gpuCount;
}
