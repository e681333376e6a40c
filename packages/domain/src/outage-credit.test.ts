import { describe, expect, it } from 'vitest';
import { BILLING_MINUTE_MS as MIN } from './billing-minutes';
import {
  outageCreditFen,
  outageFreeMinutes,
  outageMinutes,
  outageSettles,
  DEFAULT_OUTAGE_CREDIT_RULE as RULE,
  reopensOutage,
} from './outage-credit';

const T0 = Date.UTC(2024, 0, 1, 8, 0, 0);
/** A day bought for 14,400 fen: 10 fen a minute. */
const DAY = { startsAtMs: T0, endsAtMs: T0 + 1_440 * MIN, amountFen: 14_400 };

describe('credit for outages (issue 44, point 5)', () => {
  it('credits the prepaid minutes lost, rounded up, at the price per minute of the period', () => {
    const outage = { startMs: T0 + 60 * MIN, endMs: T0 + 90 * MIN + 1 };
    expect(outageCreditFen([DAY], outage, RULE)).toEqual({ lostMinutes: 31, creditFen: 310 });
  });

  it('applies the percent and rounds down to the fen', () => {
    const outage = { startMs: T0, endMs: T0 + 7 * MIN };
    expect(outageCreditFen([DAY], outage, { ...RULE, creditPercent: 150 }).creditFen).toBe(105);
    expect(outageCreditFen([{ ...DAY, amountFen: 14_399 }], outage, RULE).creditFen).toBe(69);
  });

  it('credits only the overlap with paid time, over several periods', () => {
    const next = { startsAtMs: DAY.endsAtMs, endsAtMs: DAY.endsAtMs + 1_440 * MIN, amountFen: 28_800 };
    const outage = { startMs: DAY.endsAtMs - 10 * MIN, endMs: DAY.endsAtMs + 10 * MIN };
    expect(outageCreditFen([DAY, next], outage, RULE)).toEqual({ lostMinutes: 20, creditFen: 300 });
    const after = { startMs: next.endsAtMs + MIN, endMs: next.endsAtMs + 60 * MIN };
    expect(outageCreditFen([DAY, next], after, RULE)).toEqual({ lostMinutes: 0, creditFen: 0 });
  });

  it('credits nothing for an outage shorter than the minimum, and never more than the period cost', () => {
    expect(outageCreditFen([DAY], { startMs: T0, endMs: T0 + 4 * MIN }, RULE).creditFen).toBe(0);
    expect(outageCreditFen([DAY], { startMs: T0, endMs: T0 + 5 * MIN }, RULE).creditFen).toBe(50);
    const whole = { startMs: T0 - 60 * MIN, endMs: DAY.endsAtMs + 60 * MIN };
    expect(outageCreditFen([DAY], whole, RULE).creditFen).toBe(14_400);
  });

  it('merges a flap within the window and settles after it', () => {
    expect(reopensOutage(T0, T0 + 9 * MIN, RULE)).toBe(true);
    expect(reopensOutage(T0, T0 + 10 * MIN, RULE)).toBe(false);
    expect(outageSettles(T0, T0 + 9 * MIN, RULE)).toBe(false);
    expect(outageSettles(T0, T0 + 10 * MIN, RULE)).toBe(true);
    expect(outageMinutes(T0, T0 - 1)).toBe(0);
  });

  it('leaves the pay-as-you-go minutes after the one the outage started in uncharged', () => {
    const created = T0 - 30_000;
    expect(outageFreeMinutes(created, { startMs: T0 + 10 * MIN, endMs: T0 + 40 * MIN })).toEqual({
      fromMinute: 11,
      toMinute: 40,
    });
    expect(outageFreeMinutes(created, { startMs: T0, endMs: T0 + 1_000 })).toEqual({
      fromMinute: 1,
      toMinute: 1,
    });
  });
});
