import { describe, expect, it } from 'vitest';
import { dayRangeToEpoch, lastDays, parseDay } from './filters';

describe('date filters', () => {
  it('reads real days only', () => {
    expect(parseDay('2025-03-01')?.getDate()).toBe(1);
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('03/01/2025')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('covers both chosen days wholly, in local time', () => {
    const range = dayRangeToEpoch(new Date(2025, 2, 1, 15), new Date(2025, 2, 3, 9));
    expect(range.start_time).toBe(new Date(2025, 2, 1).getTime() / 1000);
    expect(range.end_time).toBe(new Date(2025, 2, 4).getTime() / 1000);
    expect(dayRangeToEpoch(null, null)).toEqual({});
  });

  it('gives the last N days including today', () => {
    expect(lastDays(30, new Date(2025, 2, 15, 18))).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    expect(lastDays(1, new Date(2025, 0, 1))).toEqual({ from: '2025-01-01', to: '2025-01-01' });
  });
});
