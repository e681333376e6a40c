import { BILLING_HOUR_MS as HOUR_MS } from './billing-hours';
import { type Fen, multiplyFenByBasisPoints } from './money';
import type { PaidPeriod } from './prepaid-refund';
import { VIP_DISCOUNT_BASIS_POINTS, type VipLevel } from './vip';

/**
 * Resources an instance adds beyond its host's per-GPU share (issue 17), priced per hour in fen on
 * top of the GPUs: a CPU core 0.04 yuan, a GB of memory 0.01 yuan, a Mbps of bandwidth above what
 * the host includes 0.01 yuan. Added disks are storage, billed by the day (storage.ts).
 */
export const ADDON_PRICES_FEN = {
  cpuCoreHour: 4,
  memoryGbHour: 1,
  bandwidthMbpsHour: 1,
} as const;

/** The ranges a resize accepts; a host's spare pools bound them further. */
export const RESIZE_LIMITS = {
  /** CPU cores and memory an instance may add beyond its per-GPU share. */
  maxExtraCpuCores: 64,
  maxExtraMemoryGb: 512,
  /** One added disk: 10-2000 GB in steps of 10; an instance's added disks at most 4000 GB. */
  addDiskMinGb: 10,
  addDiskMaxGb: 2000,
  addDiskStepGb: 10,
  maxExtraDiskGb: 4000,
  minBandwidthMbps: 1,
} as const;

/** What a host gives each GPU, its price and what it includes. */
export interface HostShape {
  pricePerGpuHour: Fen;
  cpuCoresPerGpu: number;
  memoryGbPerGpu: number;
  dataDiskGb: number;
  bandwidthMbps: number;
}

/** What an instance holds of its host: GPUs and what it added. Bandwidth null is the host's own. */
export interface InstanceShape {
  gpuCount: number;
  extraCpuCores: number;
  extraMemoryGb: number;
  extraDiskGb: number;
  bandwidthMbps: number | null;
}

export interface InstanceResources {
  gpuCount: number;
  cpuCores: number;
  memoryGb: number;
  dataDiskGb: number;
  bandwidthMbps: number;
}

export const NO_EXTRAS = { extraCpuCores: 0, extraMemoryGb: 0, extraDiskGb: 0, bandwidthMbps: null } as const;

/** The machine an instance is: its GPUs' share of the host plus what it added. */
export function resourcesOf(host: HostShape, shape: InstanceShape): InstanceResources {
  return {
    gpuCount: shape.gpuCount,
    cpuCores: host.cpuCoresPerGpu * shape.gpuCount + shape.extraCpuCores,
    memoryGb: host.memoryGbPerGpu * shape.gpuCount + shape.extraMemoryGb,
    dataDiskGb: host.dataDiskGb + shape.extraDiskGb,
    bandwidthMbps: shape.bandwidthMbps ?? host.bandwidthMbps,
  };
}

/** The list price per hour of an instance's shape: its GPUs, plus its added CPU, memory and bandwidth. */
export function listRateFen(host: HostShape, shape: Omit<InstanceShape, 'extraDiskGb'>): Fen {
  const extraBandwidth = Math.max(0, (shape.bandwidthMbps ?? host.bandwidthMbps) - host.bandwidthMbps);
  return (
    host.pricePerGpuHour * shape.gpuCount +
    shape.extraCpuCores * ADDON_PRICES_FEN.cpuCoreHour +
    shape.extraMemoryGb * ADDON_PRICES_FEN.memoryGbHour +
    extraBandwidth * ADDON_PRICES_FEN.bandwidthMbpsHour
  );
}

/**
 * What pay-as-you-go charges per hour for a whole instance: the list price of its GPUs and what it
 * added (listRateFen), less membership on main nodes (edge nodes take no membership discount).
 */
export function hourlyRateFen(
  host: HostShape & { nodeClass: string },
  shape: Omit<InstanceShape, 'extraDiskGb'>,
  vipLevel: VipLevel,
): Fen {
  const basisPoints = host.nodeClass === 'main' ? VIP_DISCOUNT_BASIS_POINTS[vipLevel] : 10_000;
  return multiplyFenByBasisPoints(listRateFen(host, shape), basisPoints);
}

/**
 * A re-priced period is cut where its unused whole hours begin: the used part keeps what it was
 * worth, and the unused part becomes a period of its own at the new price, so that later refunds,
 * which count a period's hours as equal shares of its amount, stay exact.
 */
export interface RepricedPeriod {
  id: number;
  /** The used part: the period now ends at `cutAtMs` and keeps `usedFen` (`usedVouchersFen` of it from vouchers). */
  cutAtMs: number;
  usedFen: Fen;
  usedVouchersFen: Fen;
  /** The unused part, [cutAtMs, endsAtMs), at the new price (`vouchersFen` of it from vouchers). */
  endsAtMs: number;
  amountFen: Fen;
  vouchersFen: Fen;
}

export interface RepricePlan {
  /** Whole hours of prepaid time left (the hour in progress keeps its price). */
  hours: number;
  /** What the prepaid time left was worth, and is worth at the new rate. */
  beforeFen: Fen;
  afterFen: Fen;
  /** To pay (after > before) or to give back (after < before); one of them is 0. */
  chargeFen: Fen;
  refundFen: Fen;
  /** Of the refund, what goes back to compute vouchers (in proportion to what vouchers paid). */
  refundToVouchersFen: Fen;
  /** The periods with unused whole hours, cut (a charge's voucher part is added by the caller). */
  periods: RepricedPeriod[];
}

/**
 * Re-prices the prepaid time left when an instance's shape changes: every period's unused whole
 * hours are worth what they were bought for (as a refund counts them: planRefund), scaled by new
 * rate / old rate, so the discounts they were bought with (period, membership, coupon) carry over.
 * Rounding favours neither side by more than a fen per period: a charge rounds up, a refund keeps
 * the rounded-up value and gives back the rest.
 */
export function repriceRemainder(
  periods: readonly PaidPeriod[],
  nowMs: number,
  rates: { beforeFen: Fen; afterFen: Fen },
): RepricePlan {
  if (rates.beforeFen <= 0 || rates.afterFen <= 0) throw new RangeError('rates must be positive');
  let hours = 0;
  let beforeFen = 0;
  let afterFen = 0;
  let refundToVouchersFen = 0;
  const repriced: RepricedPeriod[] = [];
  for (const period of periods) {
    const lengthHours = Math.round((period.endsAtMs - period.startsAtMs) / HOUR_MS);
    const unused = Math.floor((period.endsAtMs - Math.max(period.startsAtMs, nowMs)) / HOUR_MS);
    if (unused <= 0 || lengthHours <= 0) continue;
    const value = Math.floor((period.amountFen * unused) / lengthHours);
    const valueVouchers = Math.floor((period.vouchersFen * unused) / lengthHours);
    const next = Math.ceil((value * rates.afterFen) / rates.beforeFen);
    hours += unused;
    beforeFen += value;
    afterFen += next;
    const back = Math.max(0, value - next);
    const backVouchers = value > 0 ? Math.floor((valueVouchers * back) / value) : 0;
    refundToVouchersFen += backVouchers;
    repriced.push({
      id: period.id,
      cutAtMs: period.endsAtMs - unused * HOUR_MS,
      usedFen: period.amountFen - value,
      usedVouchersFen: period.vouchersFen - valueVouchers,
      endsAtMs: period.endsAtMs,
      amountFen: next,
      vouchersFen: valueVouchers - backVouchers,
    });
  }
  const delta = afterFen - beforeFen;
  return {
    hours,
    beforeFen,
    afterFen,
    chargeFen: Math.max(0, delta),
    refundFen: Math.max(0, -delta),
    refundToVouchersFen: delta < 0 ? refundToVouchersFen : 0,
    periods: repriced,
  };
}

/** What a resize may change on a machine that is running, by its kind (the engines' rule). */
const LIVE_CHANGES: Record<'kvm' | 'container' | 'bare_metal', ReadonlyArray<keyof InstanceResources>> = {
  // A container's limits change live; its GPUs by recreating it (a restart).
  container: ['gpuCount', 'cpuCores', 'memoryGb', 'bandwidthMbps', 'dataDiskGb'],
  // A virtual machine takes more bandwidth and a larger data disk while it runs.
  kvm: ['bandwidthMbps', 'dataDiskGb'],
  bare_metal: ['bandwidthMbps'],
};

/**
 * Why a resize cannot happen now, or null: a stopped instance takes every change; a running one
 * only what its kind changes live; bare metal never changes GPUs, CPU or memory.
 */
export function resizeProblem(
  kind: 'kvm' | 'container' | 'bare_metal',
  status: 'running' | 'stopped',
  changes: ReadonlyArray<keyof InstanceResources>,
): string | null {
  if (kind === 'bare_metal') {
    const fixed = changes.filter((change) => change !== 'bandwidthMbps' && change !== 'dataDiskGb');
    if (fixed.length > 0) return 'a bare-metal machine keeps its GPUs, CPU and memory';
  }
  if (status === 'stopped') return null;
  const live = LIVE_CHANGES[kind];
  if (changes.every((change) => live.includes(change))) return null;
  return `stop the instance first: while it runs it changes only ${live.join(', ')}`;
}
