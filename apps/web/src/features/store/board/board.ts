import type { KvmBoardRow } from '@gpucloud/contracts';
import { DEFAULT_SORT, filtersToParams } from '../filters';

/** The store listing the KVM hosts of one board row: its region and GPU model, cloud hosts only. */
export function storeLinkFor(row: Pick<KvmBoardRow, 'Region' | 'GpuModel'>): string {
  const params = filtersToParams({
    region: row.Region,
    gpu_model: row.GpuModel,
    kind: 'kvm',
    sort: DEFAULT_SORT,
  });
  return `/store?${params.toString()}`;
}

export interface BoardRegion {
  region: string;
  name: string;
  nameEn: string;
  freeGpus: number;
  rows: KvmBoardRow[];
}

/** The board's rows by region, in the order the server sends the regions, models within in its order. */
export function groupByRegion(rows: KvmBoardRow[]): BoardRegion[] {
  const regions = new Map<string, BoardRegion>();
  for (const row of rows) {
    let region = regions.get(row.Region);
    if (!region) {
      region = { region: row.Region, name: row.RegionName, nameEn: row.RegionNameEn, freeGpus: 0, rows: [] };
      regions.set(row.Region, region);
    }
    region.rows.push(row);
    region.freeGpus += row.FreeGpus;
  }
  return [...regions.values()];
}
