import { describe, expect, it } from 'vitest';
import {
  hourlyPriceFen,
  isAboutToStop,
  isBelowThreshold,
  runwayMinutes,
  runwaySpan,
  spendableFen,
} from './runway';

describe('spendableFen', () => {
  it('adds balance, vouchers and the credit quota', () => {
    expect(spendableFen({ balanceFen: 1000, vouchersFen: 250, creditQuotaFen: 5000 })).toBe(6250);
  });
  it('counts a negative balance against the credit line, never below 0', () => {
    expect(spendableFen({ balanceFen: -3000, vouchersFen: 0, creditQuotaFen: 5000 })).toBe(2000);
    expect(spendableFen({ balanceFen: -5000, vouchersFen: 0, creditQuotaFen: 5000 })).toBe(0);
  });
});

describe('hourlyPriceFen', () => {
  it('is the GPU rate with GPUs and the no-GPU rate without', () => {
    expect(hourlyPriceFen({ gpuMode: 'gpu', hourlyRateFen: 184, noGpuHourlyRateFen: 20 })).toBe(184);
    expect(hourlyPriceFen({ gpuMode: 'none', hourlyRateFen: 184, noGpuHourlyRateFen: 20 })).toBe(20);
    expect(hourlyPriceFen({ gpuMode: 'none', hourlyRateFen: 184, noGpuHourlyRateFen: null })).toBe(184);
  });
});

describe('runwayMinutes', () => {
  it('is null with nothing burning', () => {
    expect(runwayMinutes(10_000, 0)).toBeNull();
  });
  it('rounds down to the whole minute', () => {
    // ¥100 at ¥1.84 an hour: 54.347... hours = 3260.8 minutes
    expect(runwayMinutes(10_000, 184)).toBe(3260);
    expect(runwayMinutes(184, 184)).toBe(60);
    expect(runwayMinutes(183, 184)).toBe(59);
  });
  it('is 0 once nothing is left', () => {
    expect(runwayMinutes(0, 184)).toBe(0);
    expect(runwayMinutes(-50, 184)).toBe(0);
  });
  it('never overstates: the minutes it answers cost no more than the funds', () => {
    for (let funds = 0; funds < 2000; funds += 37) {
      for (const burn of [1, 7, 184, 999, 3600]) {
        const minutes = runwayMinutes(funds, burn) ?? 0;
        expect(minutes * burn).toBeLessThanOrEqual(funds * 60);
        expect((minutes + 1) * burn).toBeGreaterThan(funds * 60);
      }
    }
  });
});

describe('runwaySpan', () => {
  it('splits minutes into days, hours and minutes', () => {
    expect(runwaySpan(3260)).toEqual({ days: 2, hours: 6, minutes: 20 });
    expect(runwaySpan(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
  });
});

describe('alerts', () => {
  it('a threshold of 0 is off', () => {
    expect(isBelowThreshold(0, 0)).toBe(false);
    expect(isBelowThreshold(999, 1000)).toBe(true);
    expect(isBelowThreshold(1000, 1000)).toBe(false);
  });
  it('about to stop while the funds cover less than an hour of a running burn', () => {
    expect(isAboutToStop(183, 184)).toBe(true);
    expect(isAboutToStop(184, 184)).toBe(false);
    expect(isAboutToStop(0, 0)).toBe(false);
  });
});
