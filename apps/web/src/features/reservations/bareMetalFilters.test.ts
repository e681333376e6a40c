import type { BareMetalConfig } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { bareMetalRowsFor } from './bareMetalFilters';

function buildConfig(overrides: Partial<BareMetalConfig> = {}): BareMetalConfig {
  return {
    ConfigId: 'bm-0000000000000001',
    RegionCode: 'bj-a',
    RegionName: '北京A区',
    RegionNameEn: 'Beijing A',
    GpuModel: 'H100 80G',
    GpuMemoryGb: 80,
    GpuCount: 8,
    CpuCores: 128,
    MemoryGb: 1024,
    SystemDiskGb: 100,
    DataDiskGb: 2000,
    BandwidthMbps: 1000,
    PricePerHour: 160,
    PricePerDay: 3500,
    PricePerMonth: 95000,
    Machines: 2,
    FreeNow: 1,
    Reservable: 2,
    ...overrides,
  };
}

const h100 = buildConfig();
const a800 = buildConfig({
  ConfigId: 'bm-0000000000000002',
  RegionCode: 'sh-b',
  GpuModel: 'A800 80G',
  PricePerHour: 90,
  FreeNow: 2,
});
const rows = [h100, a800];

describe("the store's filters on its bare-metal section (issue 38)", () => {
  it('narrows by region and GPU model as the catalogue does', () => {
    expect(bareMetalRowsFor(rows, { region: 'sh-b', sort: 'price_asc' })).toEqual([a800]);
    expect(bareMetalRowsFor(rows, { gpu_model: 'H100 80G', sort: 'price_asc' })).toEqual([h100]);
    expect(bareMetalRowsFor(rows, { region: 'bj-a', gpu_model: 'A800 80G', sort: 'price_asc' })).toEqual([]);
  });

  it('shows bare metal for no kind or the bare-metal kind, and nothing for another kind', () => {
    expect(bareMetalRowsFor(rows, { kind: 'bare_metal', sort: 'price_asc' })).toHaveLength(2);
    expect(bareMetalRowsFor(rows, { kind: 'container', sort: 'price_asc' })).toEqual([]);
    expect(bareMetalRowsFor(rows, { kind: 'kvm', sort: 'price_asc' })).toEqual([]);
  });

  it("sorts as the store's sort says, leaving the list it was given alone", () => {
    expect(bareMetalRowsFor(rows, { sort: 'price_asc' })).toEqual([a800, h100]);
    expect(bareMetalRowsFor(rows, { sort: 'price_desc' })).toEqual([h100, a800]);
    expect(bareMetalRowsFor(rows, { sort: 'free_desc' })).toEqual([a800, h100]);
    expect(rows).toEqual([h100, a800]);
  });
});
