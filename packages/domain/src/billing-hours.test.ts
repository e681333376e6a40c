import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_HOUR_MS,
  dueHourAt,
  FIRST_TICK_HOUR,
  firstHourNotRun,
  hourIndexAt,
  nextHourStartMs,
} from './billing-hours';

const created = Date.UTC(2024, 0, 1, 10, 17, 42, 123);

describe('hour index (SPEC §9: charged per started hour)', () => {
  it('counts whole hours since creation: hour 0 until the first full hour has passed', () => {
    expect(hourIndexAt(created, created)).toBe(0);
    expect(hourIndexAt(created, created + BILLING_HOUR_MS - 1)).toBe(0);
    expect(hourIndexAt(created, created + BILLING_HOUR_MS)).toBe(1);
    expect(hourIndexAt(created, created + 49 * BILLING_HOUR_MS + 5)).toBe(49);
  });

  it('leaves hour 0 to the order: nothing is due before the first hour has passed', () => {
    expect(FIRST_TICK_HOUR).toBe(1);
    expect(dueHourAt(created, created)).toBeNull();
    expect(dueHourAt(created, created + BILLING_HOUR_MS - 1)).toBeNull();
    expect(dueHourAt(created, created - 1)).toBeNull();
    expect(dueHourAt(created, created + BILLING_HOUR_MS)).toBe(1);
    expect(dueHourAt(created, created + 3 * BILLING_HOUR_MS + 59_000)).toBe(3);
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

describe('the hours a machine lost behind our back never ran in', () => {
  it('starts after the hour in progress when it stopped, or at the hour that began as it stopped', () => {
    expect(firstHourNotRun(created, created + 2 * BILLING_HOUR_MS + 1)).toBe(3);
    expect(firstHourNotRun(created, created + 3 * BILLING_HOUR_MS - 1)).toBe(3);
    expect(firstHourNotRun(created, created + 3 * BILLING_HOUR_MS)).toBe(3);
  });

  it('never gives back hour 0, which the order paid', () => {
    expect(firstHourNotRun(created, created)).toBe(FIRST_TICK_HOUR);
    expect(firstHourNotRun(created, created + 5)).toBe(FIRST_TICK_HOUR);
  });

  it('is exactly the hours whose start is not before the stop', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000 * BILLING_HOUR_MS }), (offset) => {
        const first = firstHourNotRun(created, created + offset);
        const startOf = (hour: number) => hour * BILLING_HOUR_MS;
        expect(startOf(first)).toBeGreaterThanOrEqual(offset);
        if (first > FIRST_TICK_HOUR) expect(startOf(first - 1)).toBeLessThan(offset);
      }),
    );
  });
});
