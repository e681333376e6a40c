import { describe, expect, it } from 'vitest';
import { lastChinaMonths, monthSeries, monthTotals } from './monthSeries';

describe('lastChinaMonths', () => {
  it('counts back from the China month of now, oldest first, across a year', () => {
    expect(lastChinaMonths(3, new Date('2026-02-10T00:00:00Z'))).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('is already next month in China at 16:00 UTC on the last day', () => {
    expect(lastChinaMonths(1, new Date('2026-01-31T16:00:00Z'))).toEqual(['2026-02']);
    expect(lastChinaMonths(1, new Date('2026-01-31T15:59:59Z'))).toEqual(['2026-01']);
  });
});

describe('monthSeries', () => {
  const now = new Date('2026-03-15T00:00:00Z');

  it('fills the months the API left out with zeros and reads yuan as fen', () => {
    const series = monthSeries([{ month: '2026-02', spend: 100.1, commission: 10.01, machine: 0.3 }], 3, now);
    expect(series).toEqual([
      { month: '2026-01', spendFen: 0, commissionFen: 0, machineFen: 0 },
      { month: '2026-02', spendFen: 10_010, commissionFen: 1_001, machineFen: 30 },
      { month: '2026-03', spendFen: 0, commissionFen: 0, machineFen: 0 },
    ]);
  });

  it('drops months outside the window', () => {
    const series = monthSeries([{ month: '2025-01', spend: 1, commission: 1, machine: 1 }], 2, now);
    expect(series.map((row) => row.commissionFen)).toEqual([0, 0]);
  });
});

describe('monthTotals', () => {
  it('adds every pocket exactly in fen, reversals included', () => {
    const series = monthSeries(
      [
        { month: '2026-02', spend: 0.1, commission: 0.2, machine: 1 },
        { month: '2026-03', spend: 0.2, commission: -0.05, machine: 0 },
      ],
      2,
      new Date('2026-03-15T00:00:00Z'),
    );
    expect(monthTotals(series)).toEqual({ spendFen: 30, commissionFen: 15, machineFen: 100 });
    expect(monthTotals([])).toEqual({ spendFen: 0, commissionFen: 0, machineFen: 0 });
  });
});
