import { describe, expect, it } from 'vitest';
import { dayRangeToEpoch, lastDays, parseDay } from './dayRange';

describe('date filters', () => {
  it('reads real days only', () => {
    expect(parseDay('2025-03-01')?.getDate()).toBe(1);
    expect(parseDay('2025-02-30')).toBeNull();
    expect(parseDay('03/01/2025')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('covers both chosen days wholly, in China time (UTC+8) whatever the browser zone', () => {
    const range = dayRangeToEpoch(new Date(2025, 2, 1, 15), new Date(2025, 2, 3, 9));
    expect(range.start_time).toBe(Date.parse('2025-03-01T00:00:00+08:00') / 1000);
    expect(range.end_time).toBe(Date.parse('2025-03-04T00:00:00+08:00') / 1000);
    expect(dayRangeToEpoch(null, null)).toEqual({});
  });

  it('gives the last N days including today', () => {
    expect(lastDays(30, new Date('2025-03-15T10:00:00Z'))).toEqual({ from: '2025-02-14', to: '2025-03-15' });
    expect(lastDays(1, new Date('2025-01-01T04:00:00+08:00'))).toEqual({
      from: '2025-01-01',
      to: '2025-01-01',
    });
    // 20:00 UTC is already the next day in China.
    expect(lastDays(1, new Date('2025-03-15T20:00:00Z'))).toEqual({ from: '2025-03-16', to: '2025-03-16' });
  });
});
