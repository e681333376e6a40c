import { describe, expect, it } from 'vitest';
import {
  addChinaMonths,
  chinaMonthOf,
  chinaMonthStart,
  earlySettlementCutoff,
  monthlySettlement,
  nextMonthlySettlement,
  shareOfFen,
} from './partners';

describe('shareOfFen', () => {
  it('rounds a share down to the fen', () => {
    expect(shareOfFen(12_345, 1000)).toBe(1234);
    expect(shareOfFen(999, 1500)).toBe(149);
    expect(shareOfFen(100, 7000)).toBe(70);
    expect(shareOfFen(0, 2000)).toBe(0);
  });
});

describe('China months', () => {
  it('starts a month at midnight China time', () => {
    expect(chinaMonthStart(new Date('2026-11-30T17:00:00Z')).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaMonthStart(new Date('2026-11-30T15:59:59Z')).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(chinaMonthOf(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
  });

  it('adds calendar months, keeping the day or taking the month’s last', () => {
    expect(addChinaMonths(new Date('2026-01-14T02:00:00Z'), 12).toISOString()).toBe(
      '2027-01-14T02:00:00.000Z',
    );
    expect(addChinaMonths(new Date('2026-01-31T04:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T04:00:00.000Z',
    );
  });
});

describe('monthly settlement', () => {
  it('is due once the refund window after the month’s end has passed, for the month before', () => {
    expect(monthlySettlement(new Date('2026-12-07T15:59:59Z'), 7)).toBeNull();
    const due = monthlySettlement(new Date('2026-12-07T16:00:00Z'), 7);
    expect(due?.runKey).toBe('month:2026-11');
    expect(due?.cutoff.toISOString()).toBe('2026-11-30T16:00:00.000Z');
  });

  it('names the next run', () => {
    expect(nextMonthlySettlement(new Date('2026-12-03T00:00:00Z'), 7).toISOString()).toBe(
      '2026-12-07T16:00:00.000Z',
    );
    expect(nextMonthlySettlement(new Date('2026-12-20T00:00:00Z'), 7).toISOString()).toBe(
      '2027-01-07T16:00:00.000Z',
    );
  });

  it('settles early what is older than the window', () => {
    expect(earlySettlementCutoff(new Date('2026-12-20T00:00:00Z'), 7).toISOString()).toBe(
      '2026-12-13T00:00:00.000Z',
    );
    expect(earlySettlementCutoff(new Date('2026-12-20T00:00:00Z'), 0).toISOString()).toBe(
      '2026-12-20T00:00:00.000Z',
    );
  });
});
