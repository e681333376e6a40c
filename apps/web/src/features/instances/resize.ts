import { instancesRoutes as endpoints, type InstanceRow } from '@gpucloud/contracts';
import { RESIZE_LIMITS } from '@gpucloud/domain';
import type { CallData } from '../../api/call';

export type ResizeOptions = CallData<typeof endpoints.upgradeSpecOptions>;
export type ResizeQuote = CallData<typeof endpoints.upgradeSpecQuote>;

/** Each resource a resize sets, and the request field it is sent as. */
export const RESIZE_PARAMS = {
  gpuCount: 'gpu_count',
  cpuCores: 'cpu_cores',
  memoryGb: 'memory_gb',
  bandwidthMbps: 'bandwidth_mbps',
} as const;
export type ResizeField = keyof typeof RESIZE_PARAMS;

/** What the Resize dialog changes; bandwidth has a dialog of its own. */
export const MACHINE_FIELDS = ['gpuCount', 'cpuCores', 'memoryGb'] as const;
export type MachineField = (typeof MACHINE_FIELDS)[number];

/**
 * The calls that price and make a change, by kind: containers change GPUs elastically (running or
 * stopped) and set CPU and memory through their own calls; a cloud host uses /instance/upgrade_spec
 * (stopped only), /update_vcpu and /update_memory. Any call of a field is priced by its `_query_price`.
 */
export function resizeCalls(kind: InstanceRow['Kind'], field: ResizeField) {
  const container = kind === 'container';
  switch (field) {
    case 'gpuCount':
      return {
        quote: endpoints.upgradeSpecQuote,
        change: container ? endpoints.elasticUpgradeContainer : endpoints.upgradeSpec,
      };
    case 'cpuCores':
      return {
        quote: endpoints.updateVcpuQuote,
        change: container ? endpoints.updateContainerCpu : endpoints.updateVcpu,
      };
    case 'memoryGb':
      return {
        quote: endpoints.updateMemoryQuote,
        change: container ? endpoints.updateContainerMemory : endpoints.updateMemory,
      };
    case 'bandwidthMbps':
      return { quote: endpoints.updateBandwidthQuote, change: endpoints.updateBandwidth };
  }
}

/** The host's room for CPU or memory: containers ask their own calls, the other kinds the host's. */
export function remainCall(kind: InstanceRow['Kind'], resource: 'cpu' | 'memory') {
  const container = kind === 'container';
  if (resource === 'cpu') return container ? endpoints.containerRemainCpu : endpoints.hostRemainCpu;
  return container ? endpoints.containerRemainMemory : endpoints.hostRemainMemory;
}

/** What the instance has now of a resource, by the options' own names. */
export function currentOf(options: ResizeOptions, field: ResizeField): number {
  return {
    gpuCount: options.GpuCount,
    cpuCores: options.CpuCores,
    memoryGb: options.MemoryGb,
    bandwidthMbps: options.BandwidthMbps,
  }[field];
}

/**
 * The machine resources the Resize dialog offers now: none for bare metal; on a running instance
 * only what its kind changes live; and only those its host leaves another value for.
 */
export function resizableFields(options: ResizeOptions): MachineField[] {
  if (options.Kind === 'bare_metal') return [];
  const room: Record<MachineField, boolean> = {
    gpuCount: Math.max(options.MaxGpuCount, options.GpuCount) > 1,
    cpuCores: options.MaxCpuCores > options.MinCpuCores,
    memoryGb: options.MaxMemoryGb > options.MinMemoryGb,
  };
  return MACHINE_FIELDS.filter(
    (field) => room[field] && (options.Status === 'stopped' || options.LiveChanges.includes(field)),
  );
}

/** The GPU counts an instance may have: one up to its own and the host's free ones. */
export function gpuChoices(options: ResizeOptions): number[] {
  const most = Math.max(options.MaxGpuCount, options.GpuCount);
  return Array.from({ length: most }, (_, index) => index + 1);
}

/** A value worth a quote: whole, within the limits, and not what the instance has already. */
export function changeWorthQuoting(
  value: number | null,
  limits: { min: number; max: number; current: number },
): value is number {
  return (
    value !== null &&
    Number.isInteger(value) &&
    value >= limits.min &&
    value <= limits.max &&
    value !== limits.current
  );
}

/** A disk size add_one_disk takes: whole steps from the smallest disk up to the room left. */
export function validDiskSize(sizeGb: number | null, maxAddGb: number): sizeGb is number {
  return (
    sizeGb !== null &&
    Number.isInteger(sizeGb) &&
    sizeGb >= RESIZE_LIMITS.addDiskMinGb &&
    sizeGb <= maxAddGb &&
    sizeGb % RESIZE_LIMITS.addDiskStepGb === 0
  );
}

/** What the confirming button of a resize says: the charge it pays, the refund it gives, or neither. */
export function resizeOutcome(quote: ResizeQuote): { kind: 'pay' | 'refund' | 'confirm'; amount: number } {
  if (quote.Charge > 0) return { kind: 'pay', amount: quote.Charge };
  if (quote.Refund > 0) return { kind: 'refund', amount: quote.Refund };
  return { kind: 'confirm', amount: 0 };
}
