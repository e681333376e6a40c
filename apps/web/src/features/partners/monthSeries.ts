import { addFen, type Fen, yuanToFen } from '@gpucloud/domain';

/** Earnings months are China months (UTC+8, no daylight saving), whatever the reader's time zone. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

export interface MonthEarnings {
  /** YYYY-MM, China time. */
  month: string;
  spendFen: Fen;
  commissionFen: Fen;
  machineFen: Fen;
}

/** The last `count` China months up to the one holding `now`, oldest first, as YYYY-MM. */
export function lastChinaMonths(count: number, now = new Date()): string[] {
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth();
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - (count - 1 - index), 1)).toISOString().slice(0, 7),
  );
}

/**
 * The API's months over every one of the last `count` China months, oldest first, so the chart's
 * axis has no gaps whether or not the server lists quiet months.
 */
export function monthSeries(
  list: readonly { month: string; spend: number; commission: number; machine: number }[],
  count: number,
  now = new Date(),
): MonthEarnings[] {
  const byMonth = new Map(list.map((row) => [row.month, row]));
  return lastChinaMonths(count, now).map((month) => {
    const row = byMonth.get(month);
    return {
      month,
      spendFen: row ? yuanToFen(row.spend) : 0,
      commissionFen: row ? yuanToFen(row.commission) : 0,
      machineFen: row ? yuanToFen(row.machine) : 0,
    };
  });
}

/** What the months add up to, for the figures above the chart and its summary. */
export function monthTotals(months: readonly MonthEarnings[]): Omit<MonthEarnings, 'month'> {
  return {
    spendFen: addFen(0, ...months.map((row) => row.spendFen)),
    commissionFen: addFen(0, ...months.map((row) => row.commissionFen)),
    machineFen: addFen(0, ...months.map((row) => row.machineFen)),
  };
}
