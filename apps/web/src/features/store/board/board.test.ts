import type { KvmBoardRow } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { filtersFromParams } from '../filters';
import { groupByRegion, storeLinkFor } from './board';

const row = (overrides: Partial<KvmBoardRow>): KvmBoardRow => ({
  Region: 'bj-a',
  RegionName: '北京A区',
  RegionNameEn: 'Beijing A',
  GpuModel: 'RTX 4090',
  FreeGpus: 5,
  TotalGpus: 8,
  Hosts: 1,
  MinPricePerGpuHour: 1.98,
  ...overrides,
});

describe('storeLinkFor', () => {
  it('opens the store filtered to the row’s region, GPU model and cloud hosts', () => {
    const link = storeLinkFor(row({ GpuModel: 'H100 80G', Region: 'sh-b' }));
    expect(link).toBe('/store?region=sh-b&gpu_model=H100+80G&kind=kvm');
    expect(filtersFromParams(new URL(link, 'http://x').searchParams)).toEqual({
      region: 'sh-b',
      gpu_model: 'H100 80G',
      kind: 'kvm',
      sort: 'price_asc',
    });
  });
});

describe('groupByRegion', () => {
  it('keeps the server’s order and adds up free GPUs per region', () => {
    const groups = groupByRegion([
      row({ GpuModel: 'RTX 4090', FreeGpus: 5 }),
      row({ Region: 'sh-b', RegionNameEn: 'Shanghai B', GpuModel: 'L40S', FreeGpus: 4 }),
      row({ GpuModel: 'A100 80G', FreeGpus: 3 }),
    ]);
    expect(groups.map((group) => [group.region, group.freeGpus, group.rows.map((r) => r.GpuModel)])).toEqual([
      ['bj-a', 8, ['RTX 4090', 'A100 80G']],
      ['sh-b', 4, ['L40S']],
    ]);
    expect(groupByRegion([])).toEqual([]);
  });
});
