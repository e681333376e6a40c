import { describe, expect, it } from 'vitest';
import { MAX_CHART_DAYS } from '../charts/dailySpend';
import { chinaDayOf, chinaDayRangeToEpoch, costPeak, dailyCost, lastChinaDays } from './chinaDays';

describe('China days', () => {
  it('cuts days at midnight UTC+8, whatever the reader’s time zone', () => {
    expect(chinaDayOf(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(chinaDayOf(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
  });

  it('reads chosen days as China days: from its midnight up to the midnight after the last', () => {
    expect(chinaDayRangeToEpoch('2026-03-01', '2026-03-02')).toEqual({
      start_time: Date.parse('2026-02-28T16:00:00Z') / 1000,
      end_time: Date.parse('2026-03-02T16:00:00Z') / 1000,
    });
    expect(chinaDayRangeToEpoch('', 'not a day')).toEqual({});
    expect(chinaDayRangeToEpoch('2026-02-30', null)).toEqual({});
  });

  it('counts the last days up to China today', () => {
    expect(lastChinaDays(30, new Date('2026-03-31T17:00:00Z'))).toEqual({
      from: '2026-03-03',
      to: '2026-04-01',
    });
  });
});

describe('dailyCost', () => {
  it('spreads the days with money over every day of the range, in fen', () => {
    const days = [
      { Day: '2026-03-01', Spent: 0.1, Refunded: 0 },
      { Day: '2026-03-03', Spent: 12.34, Refunded: 5.94 },
      { Day: '2026-02-01', Spent: 99, Refunded: 0 },
    ];
    expect(dailyCost(days, { from: '2026-03-01', to: '2026-03-03' })).toEqual([
      { day: '2026-03-01', spentFen: 10, refundedFen: 0 },
      { day: '2026-03-02', spentFen: 0, refundedFen: 0 },
      { day: '2026-03-03', spentFen: 1234, refundedFen: 594 },
    ]);
  });

  it('keeps the last days of a range longer than the chart draws, and nothing of a reversed one', () => {
    const long = dailyCost([], { from: '2020-01-01', to: '2026-03-03' });
    expect(long).toHaveLength(MAX_CHART_DAYS);
    expect(long.at(-1)?.day).toBe('2026-03-03');
    expect(dailyCost([], { from: '2026-03-03', to: '2026-03-01' })).toEqual([]);
  });

  it('names the total and the day spent most', () => {
    const days = dailyCost(
      [
        { Day: '2026-03-01', Spent: 3, Refunded: 0 },
        { Day: '2026-03-02', Spent: 7.5, Refunded: 0 },
        { Day: '2026-03-03', Spent: 7.5, Refunded: 0 },
      ],
      { from: '2026-03-01', to: '2026-03-03' },
    );
    expect(costPeak(days)).toEqual({
      totalFen: 1800,
      peak: { day: '2026-03-02', spentFen: 750, refundedFen: 0 },
    });
    expect(costPeak(dailyCost([], { from: '2026-03-01', to: '2026-03-01' })).peak).toBeNull();
  });
});
