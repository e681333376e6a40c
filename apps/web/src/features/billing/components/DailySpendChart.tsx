import { addFen, formatFen } from '@gpucloud/domain';
import { useTranslation } from 'react-i18next';
import { axisMaxFen } from '../chartScale';
import type { DaySpend } from '../dailySpend';
import styles from './DailySpendChart.module.css';

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };

/**
 * Daily spend as bars, drawn in SVG (a chart library would outweigh the page). The picture is
 * summarised in its label and every bar carries its own day and amount.
 */
export function DailySpendChart({ days }: { days: DaySpend[] }) {
  const { t } = useTranslation();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const highest = days.reduce((max, day) => Math.max(max, day.fen), 0);
  const top = axisMaxFen(highest);
  const total = addFen(...days.map((day) => day.fen));
  const slot = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = Math.max(1, Math.min(24, slot * 0.7));
  const y = (fen: number) => PAD.top + plotHeight - (fen / top) * plotHeight;
  const ticks = [0, top / 2, top];
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const money = (fen: number) => `¥${formatFen(Math.round(fen), { grouped: true })}`;
  const peak = days.find((day) => day.fen === highest && highest > 0);

  const summary = peak
    ? t('finance.chart.summary', {
        total: money(total),
        count: days.length,
        peak: money(peak.fen),
        day: peak.day,
      })
    : t('finance.chart.summaryNone', { count: days.length });

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} role="img" aria-label={summary}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
          <text x={PAD.left - 8} y={y(tick)} className={styles.yLabel}>
            {money(tick)}
          </text>
        </g>
      ))}
      {days.map((day, index) => {
        const x = PAD.left + index * slot + (slot - barWidth) / 2;
        const barTop = y(day.fen);
        return (
          <g key={day.day}>
            <rect
              x={x}
              y={barTop}
              width={barWidth}
              height={Math.max(0, PAD.top + plotHeight - barTop)}
              className={styles.bar}
            >
              <title>{`${day.day}: ${money(day.fen)}`}</title>
            </rect>
            {showsLabel(index, days.length, labelEvery) && (
              <text x={x + barWidth / 2} y={HEIGHT - 8} className={styles.xLabel}>
                {day.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Every `every`-th day is labelled, and the last; a label too close to the last one gives way. */
function showsLabel(index: number, count: number, every: number): boolean {
  if (index === count - 1) return true;
  return index % every === 0 && count - 1 - index >= every / 2;
}
