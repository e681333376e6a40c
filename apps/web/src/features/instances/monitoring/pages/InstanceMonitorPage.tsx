import { ArrowLeftOutlined } from '@ant-design/icons';
import { isReason, METRIC_RANGES } from '@gpucloud/contracts';
import { Alert, Radio, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../api/errors';
import { oneOf, useSearchState } from '../../../../shared/hooks/useSearchState';
import { StatusTag } from '../../../../shared/instances/StatusTag';
import { LoadFailedAlert } from '../../../../shared/ui/LoadFailedAlert';
import { PageTitle } from '../../../../shared/ui/PageTitle';
import { SimulatedLabel } from '../../../../shared/ui/SimulatedLabel';
import { MetricCharts } from '../components/MetricCharts';
import styles from '../components/Monitoring.module.css';
import { type InstanceMetricsData, useInstanceMetrics } from '../hooks';
import '../../../../shared/instances/i18n';
import '../i18n';

/** The server's answer for an id that is none of the caller's instances. */
const NOT_FOUND = 'instance not found';

/**
 * /console/instance/monitor?id= (issue 42): one of the caller's instances, its CPU, memory, data
 * disk, network and GPU figures over the last hour, day or week (the range kept in the URL).
 */
export function InstanceMonitorPage() {
  const { t: tShell } = useTranslation();
  const { t } = useTranslation('monitoring');
  const [params, update] = useSearchState();
  const id = Number(params.get('id')) || 0;
  const range = oneOf(params.get('range'), METRIC_RANGES) ?? '1h';
  const metrics = useInstanceMetrics(id, range);

  return (
    <>
      <Link to="/console/dashboard" className={styles.back}>
        <ArrowLeftOutlined aria-hidden /> {t('back')}
      </Link>
      <PageTitle title={tShell('shell.pages.instanceMonitor')}>{t('intro')}</PageTitle>
      {id <= 0 ? (
        <Alert type="warning" showIcon title={t('missingId.title')} description={t('missingId.body')} />
      ) : metrics.data ? (
        <Monitoring data={metrics.data} range={range} onRange={(next) => update({ range: next })} />
      ) : metrics.isError ? (
        metrics.error instanceof ApiError && isReason(metrics.error.reason, NOT_FOUND) ? (
          <Alert
            type="warning"
            showIcon
            title={t('notFound.title')}
            description={t('notFound.body', { id })}
          />
        ) : (
          <LoadFailedAlert
            title={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => metrics.refetch()}
          />
        )
      ) : (
        <Skeleton active aria-busy />
      )}
    </>
  );
}

function Monitoring({
  data,
  range,
  onRange,
}: {
  data: InstanceMetricsData;
  range: (typeof METRIC_RANGES)[number];
  onRange: (range: string) => void;
}) {
  const { t } = useTranslation('monitoring');
  const instance = data.Instance;
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.instanceName}>{instance.Name}</h2>
        <StatusTag row={{ Status: instance.Status, StatusDetail: '' }} />
        <SimulatedLabel simulated={instance.Simulated} />
        <Radio.Group
          aria-label={t('range')}
          optionType="button"
          buttonStyle="solid"
          value={range}
          onChange={(event) => onRange(String(event.target.value))}
          options={METRIC_RANGES.map((value) => ({ value, label: t(`ranges.${value}`) }))}
        />
      </div>
      {instance.Status !== 'running' && (
        <Alert className={styles.notice} type="info" showIcon title={t('notRunning')} />
      )}
      {data.Points.length === 0 && (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={t('empty', { seconds: data.SampleSeconds })}
        />
      )}
      <MetricCharts data={data} />
    </>
  );
}
