import { describe, expect, it } from 'vitest';
import { dailySpend, localDay, MAX_CHART_DAYS } from './dailySpend';

/** An instant at hour `h` of a China day (UTC+8). */
const at = (y: number, m: number, d: number, h = 12) =>
  new Date(Date.UTC(y, m - 1, d, h) - 8 * 3_600_000).toISOString();

describe('dailySpend', () => {
  const range = { from: new Date(2025, 2, 1), to: new Date(2025, 2, 3, 23, 59) };

  it('sums the money out of both pockets per China day, every day of the range included', () => {
    const movements = [
      { Amount: -10.1, CreateAt: at(2025, 3, 1, 0) },
      { Amount: -0.2, CreateAt: at(2025, 3, 1, 23) },
      { Amount: -5, CreateAt: at(2025, 3, 3) },
    ];
    expect(dailySpend(movements, range)).toEqual([
      { day: '2025-03-01', fen: 1030 },
      { day: '2025-03-02', fen: 0 },
      { day: '2025-03-03', fen: 500 },
    ]);
  });

  it('adds in fen, so 0.1 + 0.2 is exactly 0.30', () => {
    const movements = [
      { Amount: -0.1, CreateAt: at(2025, 3, 2) },
      { Amount: -0.2, CreateAt: at(2025, 3, 2) },
    ];
    expect(dailySpend(movements, range)[1]).toEqual({ day: '2025-03-02', fen: 30 });
  });

  it('does not count a top-up refunded to its payer as spending', () => {
    const movements = [
      { Amount: -30, CreateAt: at(2025, 3, 2), Kind: 'top_up_refund' },
      { Amount: -4, CreateAt: at(2025, 3, 2), Kind: 'rent' },
    ];
    expect(dailySpend(movements, range)[1]).toEqual({ day: '2025-03-02', fen: 400 });
  });

  it('does not let top-ups or refunds offset spending', () => {
    const movements = [
      { Amount: 100, CreateAt: at(2025, 3, 2) },
      { Amount: -30, CreateAt: at(2025, 3, 2) },
      { Amount: 0, CreateAt: at(2025, 3, 2) },
    ];
    expect(dailySpend(movements, range)[1]?.fen).toBe(3000);
  });

  it('leaves out movements outside the range and unreadable times', () => {
    const movements = [
      { Amount: -1, CreateAt: at(2025, 2, 28, 23) },
      { Amount: -1, CreateAt: at(2025, 3, 4, 0) },
      { Amount: -1, CreateAt: 'yesterday' },
    ];
    expect(dailySpend(movements, range).every((day) => day.fen === 0)).toBe(true);
  });

  it('gives one day for a one-day range and nothing for a reversed one', () => {
    const day = new Date(2025, 5, 9, 15);
    expect(dailySpend([], { from: day, to: day })).toEqual([{ day: '2025-06-09', fen: 0 }]);
    expect(dailySpend([], { from: new Date(2025, 5, 9), to: new Date(2025, 5, 8) })).toEqual([]);
  });

  it('keeps the last days of a very long range', () => {
    const days = dailySpend([], { from: new Date(2020, 0, 1), to: new Date(2025, 0, 1) });
    expect(days).toHaveLength(MAX_CHART_DAYS);
    expect(days.at(-1)?.day).toBe('2025-01-01');
  });

  it('crosses month ends without skipping or repeating a day', () => {
    const days = dailySpend([], { from: new Date(2024, 1, 27), to: new Date(2024, 2, 2) });
    expect(days.map((d) => d.day)).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
    expect(localDay(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });
});
