import type { InstanceRow } from '@gpucloud/contracts';

/** An instance row as /api/instance/list answers it: a running pay-as-you-go KVM unless overridden. */
export function buildInstance(overrides: Partial<InstanceRow> = {}): InstanceRow {
  return {
    InstanceId: 1,
    Name: 'gpu-1',
    Kind: 'kvm',
    Status: 'running',
    GpuModel: 'RTX 4090',
    GpuCount: 1,
    CpuCores: 8,
    MemoryGb: 32,
    DataDiskGb: 50,
    BandwidthMbps: 100,
    Region: 'Beijing A',
    ImageName: 'Ubuntu 22.04',
    HostId: 1,
    System: 'linux',
    BillingMode: 'post_paid',
    HourlyCost: 2.5,
    ExpiresAt: null,
    NextChargeAt: '2026-03-01T11:00:00Z',
    ReleaseAt: null,
    HoldsGpus: true,
    Interruptible: false,
    GpuMode: 'gpu',
    NoGpuHourlyCost: null,
    StatusDetail: '',
    Note: '',
    SubAccountName: null,
    CreateAt: '2026-03-01T09:00:00Z',
    Simulated: false,
    HostUnreachableSince: null,
    ...overrides,
  };
}
