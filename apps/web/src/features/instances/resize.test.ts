import { describe, expect, it } from 'vitest';
import {
  changeWorthQuoting,
  currentOf,
  gpuChoices,
  type ResizeOptions,
  type ResizeQuote,
  remainCall,
  resizableFields,
  resizeCalls,
  resizeOutcome,
  validDiskSize,
} from './resize';

function buildOptions(overrides: Partial<ResizeOptions> = {}): ResizeOptions {
  return {
    Kind: 'kvm',
    Status: 'stopped',
    GpuCount: 1,
    MaxGpuCount: 4,
    CpuCores: 8,
    MinCpuCores: 8,
    MaxCpuCores: 24,
    MemoryGb: 32,
    MinMemoryGb: 32,
    MaxMemoryGb: 96,
    DataDiskGb: 50,
    ExtraDiskGb: 0,
    MaxAddDiskGb: 500,
    BandwidthMbps: 100,
    IncludedBandwidthMbps: 100,
    MaxBandwidthMbps: 1000,
    Prices: { GpuHour: 2, CpuCoreHour: 0.04, MemoryGbHour: 0.01, BandwidthMbpsHour: 0.01, DiskGbDay: 0.01 },
    LiveChanges: ['dataDiskGb', 'bandwidthMbps'],
    ...overrides,
  };
}

function buildQuote(overrides: Partial<ResizeQuote> = {}): ResizeQuote {
  return {
    BillingMode: 'hourly',
    Hours: 2,
    HourlyBefore: 2,
    HourlyAfter: 4,
    Charge: 0,
    Refund: 0,
    RefundToVouchers: 0,
    FromVouchers: 0,
    FromBalance: 0,
    FromCredit: 0,
    Payable: true,
    Short: 0,
    ...overrides,
  };
}

describe('resizeCalls', () => {
  it('changes a container through its own calls and a cloud host through the others', () => {
    expect(resizeCalls('container', 'gpuCount').change.path).toBe('/api/elastic_upgrade_container_v2');
    expect(resizeCalls('kvm', 'gpuCount').change.path).toBe('/api/instance/upgrade_spec');
    expect(resizeCalls('container', 'cpuCores').change.path).toBe('/api/update_container_cpu');
    expect(resizeCalls('kvm', 'cpuCores').change.path).toBe('/api/update_vcpu');
    expect(resizeCalls('container', 'memoryGb').change.path).toBe('/api/update_container_memory');
    expect(resizeCalls('kvm', 'memoryGb').change.path).toBe('/api/update_memory');
    expect(resizeCalls('bare_metal', 'bandwidthMbps').change.path).toBe('/api/instance/update_bandwidth');
  });

  it('prices every kind by the same quote of the field', () => {
    for (const kind of ['kvm', 'container'] as const) {
      expect(resizeCalls(kind, 'gpuCount').quote.path).toBe('/api/instance/upgrade_spec_query_price');
      expect(resizeCalls(kind, 'cpuCores').quote.path).toBe('/api/update_vcpu_query_price');
      expect(resizeCalls(kind, 'memoryGb').quote.path).toBe('/api/update_memory_query_price');
    }
  });

  it('asks containers for their room through the container calls', () => {
    expect(remainCall('container', 'cpu').path).toBe('/api/get_container_remain_cpu');
    expect(remainCall('kvm', 'cpu').path).toBe('/api/get_host_remain_cpu');
    expect(remainCall('container', 'memory').path).toBe('/api/get_container_remain_memory');
    expect(remainCall('kvm', 'memory').path).toBe('/api/get_host_remain_memory');
  });
});

describe('resizableFields', () => {
  it('offers GPUs, vCPUs and memory of a stopped instance', () => {
    expect(resizableFields(buildOptions())).toEqual(['gpuCount', 'cpuCores', 'memoryGb']);
  });

  it('offers a running instance only what its kind changes live', () => {
    expect(resizableFields(buildOptions({ Status: 'running' }))).toEqual([]);
    const container = buildOptions({
      Kind: 'container',
      Status: 'running',
      LiveChanges: ['gpuCount', 'cpuCores', 'memoryGb', 'dataDiskGb', 'bandwidthMbps'],
    });
    expect(resizableFields(container)).toEqual(['gpuCount', 'cpuCores', 'memoryGb']);
  });

  it('leaves out what the host has no other value for, and everything of bare metal', () => {
    const full = buildOptions({ MaxGpuCount: 1, MaxCpuCores: 8 });
    expect(resizableFields(full)).toEqual(['memoryGb']);
    // Two GPUs on a full host can still shrink to one.
    expect(resizableFields(buildOptions({ GpuCount: 2, MaxGpuCount: 2 }))).toContain('gpuCount');
    expect(resizableFields(buildOptions({ Kind: 'bare_metal' }))).toEqual([]);
  });
});

describe('small resize rules', () => {
  it('offers the GPU counts from one to what the host can give', () => {
    expect(gpuChoices(buildOptions({ GpuCount: 1, MaxGpuCount: 3 }))).toEqual([1, 2, 3]);
    expect(gpuChoices(buildOptions({ GpuCount: 2, MaxGpuCount: 2 }))).toEqual([1, 2]);
  });

  it('names what the instance has now', () => {
    expect(currentOf(buildOptions(), 'memoryGb')).toBe(32);
    expect(currentOf(buildOptions(), 'bandwidthMbps')).toBe(100);
  });

  it('quotes only a whole value within the limits that changes something', () => {
    const limits = { min: 8, max: 24, current: 8 };
    expect(changeWorthQuoting(12, limits)).toBe(true);
    expect(changeWorthQuoting(8, limits)).toBe(false);
    expect(changeWorthQuoting(25, limits)).toBe(false);
    expect(changeWorthQuoting(7, limits)).toBe(false);
    expect(changeWorthQuoting(12.5, limits)).toBe(false);
    expect(changeWorthQuoting(null, limits)).toBe(false);
  });

  it('adds disks in whole steps of 10 GB up to the room left', () => {
    expect(validDiskSize(10, 500)).toBe(true);
    expect(validDiskSize(500, 500)).toBe(true);
    expect(validDiskSize(510, 500)).toBe(false);
    expect(validDiskSize(15, 500)).toBe(false);
    expect(validDiskSize(0, 500)).toBe(false);
    expect(validDiskSize(null, 500)).toBe(false);
  });

  it('pays a charge, confirms a refund, or just confirms a pay-as-you-go change', () => {
    expect(resizeOutcome(buildQuote({ Charge: 3.5 }))).toEqual({ kind: 'pay', amount: 3.5 });
    expect(resizeOutcome(buildQuote({ Refund: 1.25 }))).toEqual({ kind: 'refund', amount: 1.25 });
    expect(resizeOutcome(buildQuote({ BillingMode: 'post_paid', Hours: 0 }))).toEqual({
      kind: 'confirm',
      amount: 0,
    });
  });
});
