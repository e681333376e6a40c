import { useTranslation } from 'react-i18next';
import { LineChart } from '../../../../shared/charts/LineChart';
import { formatDateTime } from '../../../../shared/format';
import type { FigureSeries } from '../metricSeries';
import styles from './Monitoring.module.css';

export interface MetricChartProps {
  title: string;
  /** The picture's name in words (its latest figures). */
  summary: string;
  series: FigureSeries;
  /** The name of each line, by its key. */
  names: Record<string, string>;
  from: number;
  to: number;
  gapMs: number;
  yMax?: number;
  formatValue: (value: number) => string;
  /** Said under the title (a figure that could not be read). */
  note?: string;
}

/** One figure of the monitoring page: its heading and its lines over the range. */
export function MetricChart({ title, summary, series, names, note, ...chart }: MetricChartProps) {
  const { t } = useTranslation('monitoring');
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {note && <p className={styles.note}>{note}</p>}
      <LineChart
        label={summary}
        times={series.times}
        series={series.lines.map((line) => ({ ...line, name: names[line.key] ?? line.key }))}
        formatTime={(ms) => formatDateTime(new Date(ms).toISOString())}
        table={{ caption: title, timeHeader: t('time') }}
        {...chart}
      />
    </section>
  );
}
