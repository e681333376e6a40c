import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILLING_HOUR_MS, hourIndexAt, nextHourStartMs } from './billing-hours';

const created = Date.UTC(2024, 0, 1, 10, 17, 42, 123);

describe('hour index (SPEC §9: charged per started hour)', () => {
  it('counts whole hours since creation: hour 0 until the first full hour has passed', () => {
    expect(hourIndexAt(created, created)).toBe(0);
    expect(hourIndexAt(created, created + BILLING_HOUR_MS - 1)).toBe(0);
    expect(hourIndexAt(created, created + BILLING_HOUR_MS)).toBe(1);
    expect(hourIndexAt(created, created + 49 * BILLING_HOUR_MS + 5)).toBe(49);
  });

  it('names the start of the next hour, which is strictly later and at most an hour away', () => {
    expect(nextHourStartMs(created, created)).toBe(created + BILLING_HOUR_MS);
    expect(nextHourStartMs(created, created + BILLING_HOUR_MS)).toBe(created + 2 * BILLING_HOUR_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 24 * BILLING_HOUR_MS }), (elapsed) => {
        const now = created + elapsed;
        const next = nextHourStartMs(created, now);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(BILLING_HOUR_MS);
        expect(hourIndexAt(created, next)).toBe(hourIndexAt(created, now) + 1);
      }),
    );
  });
});
