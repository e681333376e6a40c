import { addFen, formatFen } from '@gpucloud/domain';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../shared/charts/BarChart';
import type { DaySpend } from '../../../shared/charts/dailySpend';

const money = (fen: number) => `¥${formatFen(Math.round(fen), { grouped: true })}`;

/** Daily spend of the balance changes as bars; the picture is summarised in its label. */
export function DailySpendChart({ days }: { days: DaySpend[] }) {
  const { t } = useTranslation();
  const highest = days.reduce((max, day) => Math.max(max, day.fen), 0);
  const peak = days.find((day) => day.fen === highest && highest > 0);
  const label = peak
    ? t('finance.chart.summary', {
        total: money(addFen(...days.map((day) => day.fen))),
        count: days.length,
        peak: money(peak.fen),
        day: peak.day,
      })
    : t('finance.chart.summaryNone', { count: days.length });
  return (
    <BarChart
      bars={days.map((day) => ({ key: day.day, tick: day.day.slice(5), name: day.day, fen: day.fen }))}
      label={label}
    />
  );
}
