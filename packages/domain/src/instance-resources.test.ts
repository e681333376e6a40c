import { describe, expect, it } from 'vitest';
import { BILLING_HOUR_MS as HOUR } from './billing-hours';
import {
  ADDON_PRICES_FEN,
  listRateFen,
  NO_EXTRAS,
  repriceRemainder,
  resizeProblem,
  resourcesOf,
} from './instance-resources';
import { planRefund } from './prepaid-refund';

const host = {
  pricePerGpuHour: 198,
  cpuCoresPerGpu: 12,
  memoryGbPerGpu: 64,
  dataDiskGb: 50,
  bandwidthMbps: 100,
};

describe('resourcesOf and listRateFen', () => {
  it('adds what an instance added to its GPUs share of the host', () => {
    expect(
      resourcesOf(host, {
        gpuCount: 2,
        extraCpuCores: 4,
        extraMemoryGb: 16,
        extraDiskGb: 100,
        bandwidthMbps: null,
      }),
    ).toEqual({
      gpuCount: 2,
      cpuCores: 28,
      memoryGb: 144,
      dataDiskGb: 150,
      bandwidthMbps: 100,
    });
  });

  it('prices GPUs, added CPU and memory, and bandwidth above what the host includes', () => {
    expect(listRateFen(host, { gpuCount: 1, ...NO_EXTRAS })).toBe(198);
    expect(listRateFen(host, { gpuCount: 2, extraCpuCores: 4, extraMemoryGb: 16, bandwidthMbps: 300 })).toBe(
      396 +
        4 * ADDON_PRICES_FEN.cpuCoreHour +
        16 * ADDON_PRICES_FEN.memoryGbHour +
        200 * ADDON_PRICES_FEN.bandwidthMbpsHour,
    );
    // Less bandwidth than included costs nothing less.
    expect(listRateFen(host, { gpuCount: 1, extraCpuCores: 0, extraMemoryGb: 0, bandwidthMbps: 10 })).toBe(
      198,
    );
  });
});

describe('repriceRemainder', () => {
  const t0 = Date.UTC(2026, 0, 1);
  // 24 hours bought for 4752 fen (1 GPU, 1.98/h), 500 of it with vouchers.
  const period = { id: 1, startsAtMs: t0, endsAtMs: t0 + 24 * HOUR, amountFen: 4752, vouchersFen: 500 };

  it('doubling the GPUs with 10.5 hours gone charges the 13 whole hours left once more', () => {
    const plan = repriceRemainder([period], t0 + 10.5 * HOUR, { beforeFen: 198, afterFen: 396 });
    expect(plan.hours).toBe(13);
    expect(plan.beforeFen).toBe(2574);
    expect(plan.chargeFen).toBe(2574);
    expect(plan.refundFen).toBe(0);
    expect(plan.periods).toEqual([
      {
        id: 1,
        cutAtMs: t0 + 11 * HOUR,
        usedFen: 4752 - 2574,
        usedVouchersFen: 500 - Math.floor((500 * 13) / 24),
        endsAtMs: t0 + 24 * HOUR,
        amountFen: 2 * 2574,
        vouchersFen: Math.floor((500 * 13) / 24),
      },
    ]);
  });

  it('halving gives back half the whole hours left, vouchers in proportion, and never more than paid', () => {
    const two = { ...period, amountFen: 9504, vouchersFen: 1000 };
    const plan = repriceRemainder([two], t0 + 10.5 * HOUR, { beforeFen: 396, afterFen: 198 });
    expect(plan.refundFen).toBe(2574);
    expect(plan.refundToVouchersFen).toBe(Math.floor((Math.floor((1000 * 13) / 24) * 2574) / 5148));
    // A refund of everything left afterwards gives back exactly what the smaller machine's hours are worth.
    const after = {
      ...two,
      amountFen: plan.periods[0]?.amountFen ?? 0,
      vouchersFen: plan.periods[0]?.vouchersFen ?? 0,
    };
    const refund = planRefund([after], t0 + 10.5 * HOUR);
    expect(refund.refundFen + plan.refundFen).toBeLessThanOrEqual(Math.floor((9504 * 13) / 24));
  });

  it('rounds a charge up and a refund down, by under a fen per period', () => {
    const odd = { ...period, amountFen: 1001, vouchersFen: 0 };
    const up = repriceRemainder([odd], t0, { beforeFen: 3, afterFen: 4 });
    expect(up.chargeFen).toBe(Math.ceil((1001 * 1) / 3));
    const down = repriceRemainder([odd], t0, { beforeFen: 4, afterFen: 3 });
    expect(down.refundFen).toBe(1001 - Math.ceil((1001 * 3) / 4));
  });

  it('re-prices every renewal period and skips periods already used up', () => {
    const used = { id: 7, startsAtMs: t0 - 24 * HOUR, endsAtMs: t0, amountFen: 100, vouchersFen: 0 };
    const next = {
      id: 8,
      startsAtMs: t0 + 24 * HOUR,
      endsAtMs: t0 + 48 * HOUR,
      amountFen: 2400,
      vouchersFen: 0,
    };
    const plan = repriceRemainder([used, period, next], t0, { beforeFen: 1, afterFen: 2 });
    expect(plan.hours).toBe(48);
    expect(plan.periods.map((p) => p.id)).toEqual([1, 8]);
    expect(plan.periods.map((p) => p.amountFen)).toEqual([2 * 4752, 2 * 2400]);
    expect(plan.chargeFen).toBe(4752 + 2400);
  });
});

describe('resizeProblem', () => {
  it('takes every change on a stopped machine but bare metal keeps its GPUs', () => {
    expect(resizeProblem('kvm', 'stopped', ['gpuCount', 'cpuCores'])).toBeNull();
    expect(resizeProblem('bare_metal', 'stopped', ['gpuCount'])).toMatch(/bare-metal/);
  });

  it('changes a running container live and a running KVM only in bandwidth and disk', () => {
    expect(resizeProblem('container', 'running', ['gpuCount', 'memoryGb'])).toBeNull();
    expect(resizeProblem('kvm', 'running', ['bandwidthMbps', 'dataDiskGb'])).toBeNull();
    expect(resizeProblem('kvm', 'running', ['cpuCores'])).toMatch(/stop the instance first/);
  });
});
