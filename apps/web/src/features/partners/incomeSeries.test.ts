import { describe, expect, it } from 'vitest';
import { MAX_CHART_DAYS } from '../../shared/charts/dailySpend';
import { bestDay, dailyIncome } from './incomeSeries';

describe('dailyIncome', () => {
  it('adds the machines of a day and fills the quiet days with zeros', () => {
    const days = dailyIncome(
      [
        { day: '2026-03-02', income: 1.1 },
        { day: '2026-03-02', income: 2.2 },
        { day: '2026-02-28', income: 0.01 },
      ],
      { from: '2026-02-28', to: '2026-03-02' },
    );
    expect(days).toEqual([
      { day: '2026-02-28', incomeFen: 1 },
      { day: '2026-03-01', incomeFen: 0 },
      { day: '2026-03-02', incomeFen: 330 },
    ]);
  });

  it('draws nothing for a reversed or broken range', () => {
    expect(dailyIncome([], { from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
    expect(dailyIncome([], { from: '2026-02-30', to: '2026-03-01' })).toEqual([]);
  });

  it('keeps the last days of a range longer than the chart', () => {
    const days = dailyIncome([], { from: '2020-01-01', to: '2026-03-01' });
    expect(days).toHaveLength(MAX_CHART_DAYS);
    expect(days.at(-1)?.day).toBe('2026-03-01');
  });
});

describe('bestDay', () => {
  it('is the first day that earned most, or null when none earned', () => {
    expect(
      bestDay([
        { day: 'a', incomeFen: 5 },
        { day: 'b', incomeFen: 9 },
        { day: 'c', incomeFen: 9 },
      ]),
    ).toEqual({ day: 'b', incomeFen: 9 });
    expect(bestDay([{ day: 'a', incomeFen: 0 }])).toBeNull();
  });
});
