import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_MINUTE_MS,
  minuteIndexAt,
  minutesChargeFen,
  priceOfMinutesFen,
  runEndMinute,
  runStartMinute,
  tickChargeEndMinute,
} from './billing-minutes';

const created = Date.UTC(2024, 0, 1, 10, 17, 42, 123);
const HOUR_MS = 60 * BILLING_MINUTE_MS;

describe('pay-as-you-go by the minute (issue 44): the rounding rule', () => {
  it('prices minutes at rate/60, rounded half up to the fen', () => {
    // ¥1.84 an hour: 184/60 = 3.0666… fen a minute.
    expect(priceOfMinutesFen(184, 1)).toBe(3);
    expect(priceOfMinutesFen(184, 61)).toBe(187); // 187.066…
    expect(priceOfMinutesFen(184, 60)).toBe(184);
    // Exactly half a fen rounds up: 90/60 · 1 = 1.5.
    expect(priceOfMinutesFen(90, 1)).toBe(2);
    expect(priceOfMinutesFen(30, 1)).toBe(1); // 0.5
    expect(priceOfMinutesFen(29, 1)).toBe(0); // 0.48…
    expect(priceOfMinutesFen(0, 500)).toBe(0);
    expect(() => priceOfMinutesFen(1.5, 1)).toThrow(RangeError);
    expect(() => priceOfMinutesFen(100, -1)).toThrow(RangeError);
  });

  it('charges a range as the difference of the cumulative prices: a 61-minute run is 61 minutes however it is cut', () => {
    expect(minutesChargeFen(184, 0, 60) + minutesChargeFen(184, 60, 61)).toBe(priceOfMinutesFen(184, 61));
    expect(minutesChargeFen(184, 5, 5)).toBe(0);
    expect(minutesChargeFen(184, 9, 5)).toBe(0);
  });

  it('never drifts: consecutive charges add up to the price of all their minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 30 }),
        (rate, cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b)];
          let sum = 0;
          for (let i = 1; i < points.length; i += 1)
            sum += minutesChargeFen(rate, points[i - 1] as number, points[i] as number);
          expect(sum).toBe(priceOfMinutesFen(rate, points[points.length - 1] as number));
        },
      ),
    );
  });

  it('never charges more than the hourly price for any 60 minutes, nor a negative amount for any range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 60 }),
        (rate, from, length) => {
          const charged = minutesChargeFen(rate, from, from + length);
          expect(charged).toBeGreaterThanOrEqual(0);
          expect(charged).toBeLessThanOrEqual(rate);
          if (length === 60) expect(charged).toBe(rate);
        },
      ),
    );
  });
});

describe('pay-as-you-go by the minute: which minutes a run is charged', () => {
  it('counts every started minute: a 30-second rent is one minute, a stop on a minute boundary adds none', () => {
    expect(runEndMinute(created, created + 30_000)).toBe(1);
    expect(runEndMinute(created, created + BILLING_MINUTE_MS)).toBe(1);
    expect(runEndMinute(created, created + 61 * BILLING_MINUTE_MS)).toBe(61);
    expect(runEndMinute(created, created + 61 * BILLING_MINUTE_MS + 1)).toBe(62);
    expect(runEndMinute(created, created - 5)).toBe(0);
  });

  it('starts a run again at the minute in progress, never at a minute already charged', () => {
    expect(minuteIndexAt(created, created + 90_000)).toBe(1);
    expect(runStartMinute(created, created + 90_000, 0)).toBe(1);
    // Stopped at 1.5 min (charged to minute 2) and started again within minute 1: minute 1 is paid.
    expect(runStartMinute(created, created + 100_000, 2)).toBe(2);
  });

  it('lets the tick charge only whole hours of the life, in arrears', () => {
    expect(tickChargeEndMinute(created, created + HOUR_MS - 1)).toBe(0);
    expect(tickChargeEndMinute(created, created + HOUR_MS)).toBe(60);
    expect(tickChargeEndMinute(created, created + 3 * HOUR_MS + 59 * BILLING_MINUTE_MS)).toBe(180);
    expect(tickChargeEndMinute(created, created - HOUR_MS)).toBe(0);
  });
});
