import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../../shared/sizes';
import type { InstanceMetricsData } from '../hooks';
import {
  cpuSeries,
  diskSeries,
  formatRate,
  gapMsOf,
  gpuIndexes,
  gpuSeries,
  lastValue,
  memorySeries,
  networkSeries,
} from '../metricSeries';
import { MetricChart } from './MetricChart';
import styles from './Monitoring.module.css';

const GIB = 1024 ** 3;
const percent = (value: number) => `${Math.round(value)} %`;
const gib = (value: number) => formatBytes(value * GIB);
const mib = (value: number) => formatBytes(value * 1024 * 1024);
const celsius = (value: number) => `${Math.round(value)} °C`;

/** Every chart of an instance's range: CPU, memory, disk, network and, where there are GPU figures, each GPU's. */
export function MetricCharts({ data }: { data: InstanceMetricsData }) {
  const { t } = useTranslation('monitoring');
  const points = data.Points;
  const from = Date.parse(data.From);
  const to = Date.parse(data.To);
  const frame = { from, to, gapMs: gapMsOf(data.Resolution, data.SampleSeconds) };
  const none = t('noFigure');
  const latest = (values: readonly (number | null)[], format: (value: number) => string) => {
    const value = lastValue(values);
    return value === null ? none : format(value);
  };

  const cpu = cpuSeries(points, data.Resolution);
  const memory = memorySeries(points);
  const disk = diskSeries(points);
  const network = networkSeries(points, data.Resolution);
  const gpus = gpuIndexes(points);
  const gpuNames = Object.fromEntries(gpus.map((index) => [`gpu${index}`, t('gpu', { index })]));
  const gpuCharts = [
    { key: 'gpuUtil', figure: 'UtilAvg', format: percent, yMax: 100 },
    { key: 'gpuMemory', figure: 'MemoryUsedMiB', format: mib },
    { key: 'gpuTemperature', figure: 'TemperatureC', format: celsius },
  ] as const;

  return (
    <>
      <div className={styles.grid}>
        <MetricChart
          title={t('charts.cpu.title')}
          summary={t('charts.cpu.summary', { value: latest(cpu.lines[0]?.values ?? [], percent) })}
          series={cpu}
          names={{ avg: t('charts.cpu.avg'), max: t('charts.cpu.max') }}
          yMax={100}
          formatValue={percent}
          {...frame}
        />
        <MetricChart
          title={t('charts.memory.title')}
          summary={t('charts.memory.summary', {
            value: latest(memory.lines[0]?.values ?? [], gib),
            limit: latest(memory.lines[1]?.values ?? [], gib),
          })}
          series={memory}
          names={{ used: t('charts.memory.used'), limit: t('charts.memory.limit') }}
          formatValue={gib}
          {...frame}
        />
        <MetricChart
          title={t('charts.disk.title')}
          summary={t('charts.disk.summary', {
            value: latest(disk.lines[0]?.values ?? [], gib),
            size: latest(disk.lines[1]?.values ?? [], gib),
          })}
          series={disk}
          names={{ used: t('charts.disk.used'), size: t('charts.disk.size') }}
          formatValue={gib}
          {...(points.length > 0 && points.every((point) => point.DiskSize === 0)
            ? { note: t('charts.disk.unread') }
            : {})}
          {...frame}
        />
        <MetricChart
          title={t('charts.network.title')}
          summary={t('charts.network.summary', {
            in: latest(network.lines[0]?.values ?? [], formatRate),
            out: latest(network.lines[1]?.values ?? [], formatRate),
          })}
          series={network}
          names={{ in: t('charts.network.in'), out: t('charts.network.out') }}
          formatValue={formatRate}
          {...frame}
        />
      </div>
      <h2 className={styles.gpusTitle}>{t('gpusTitle')}</h2>
      {gpus.length === 0 ? (
        <Alert type="info" showIcon title={t('noGpuData')} description={t('noGpuDataBody')} />
      ) : (
        <div className={styles.grid}>
          {gpuCharts.map((chart) => {
            const series = gpuSeries(points, chart.figure);
            const values = series.lines
              .map((line) => `${gpuNames[line.key]} ${latest(line.values, chart.format)}`)
              .join(', ');
            return (
              <MetricChart
                key={chart.key}
                title={t(`charts.${chart.key}.title`)}
                summary={t(`charts.${chart.key}.summary`, { values })}
                series={series}
                names={gpuNames}
                formatValue={chart.format}
                {...('yMax' in chart ? { yMax: chart.yMax } : {})}
                {...frame}
              />
            );
          })}
        </div>
      )}
    </>
  );
}
