import type { GpusFreeOfModel } from '@gpucloud/contracts';
import { Alert, Button, Card, Skeleton, Statistic, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import '../content/i18n';
import { PageHead } from '../layout/PageHead';
import { useOverview } from './hooks';
import styles from './OverviewPage.module.css';

/** /ops/overview, every role's landing page: today's money on the platform's day, the fleet and the queue now. */
export function OverviewPage() {
  const { t } = useTranslation('opsContent');
  const overview = useOverview();
  const data = overview.data;

  const columns: TableColumnsType<GpusFreeOfModel> = [
    { key: 'model', title: t('overview.gpuModel'), dataIndex: 'GpuModel' },
    { key: 'free', title: t('overview.free'), dataIndex: 'Free', align: 'right' },
    { key: 'total', title: t('overview.totalGpus'), dataIndex: 'Total', align: 'right' },
  ];

  return (
    <>
      <PageHead
        title={t('overview.title')}
        intro={data ? t('overview.intro', { day: data.Day }) : ''}
        actions={
          <Button onClick={() => overview.refetch()} loading={overview.isFetching}>
            {t('common.refresh')}
          </Button>
        }
      />
      {overview.isError ? <Alert type="error" showIcon title={t('common.loadFailed')} /> : null}
      {!data && overview.isPending ? <Skeleton active /> : null}
      {data ? (
        <>
          <div className={styles.cards}>
            <Card>
              <Statistic title={t('overview.topUps')} value={formatMoney(data.TopUps.Sum)} />
              <p className={styles.hint}>{t('overview.topUpsCount', { count: data.TopUps.Count })}</p>
            </Card>
            <Card>
              <Statistic title={t('overview.spend')} value={formatMoney(data.Spend)} />
              <p className={styles.hint}>{t('overview.spendHint')}</p>
            </Card>
            <Card>
              <Statistic title={t('overview.running')} value={data.RunningInstances} />
            </Card>
            <Card>
              <Statistic title={t('overview.openWorkOrders')} value={data.OpenWorkOrders} />
            </Card>
          </div>
          <Card title={<h2 className={styles.cardTitle}>{t('overview.gpus')}</h2>}>
            <Table<GpusFreeOfModel>
              aria-label={t('overview.gpusLabel')}
              rowKey="GpuModel"
              size="small"
              columns={columns}
              dataSource={data.GpusFree}
              pagination={false}
              locale={{ emptyText: t('overview.noGpus') }}
            />
          </Card>
        </>
      ) : null}
    </>
  );
}
