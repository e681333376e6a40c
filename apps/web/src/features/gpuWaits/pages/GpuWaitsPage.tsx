import type { GpuWait, GpuWaitFailure } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { useToast } from '../../../shared/ui/toast';
import { useCancelGpuWait, useGpuWaits } from '../hooks';
import '../i18n';

const PAGE_SIZE = 10;
const STATE_COLORS: Record<GpuWait['State'], string> = {
  waiting: 'processing',
  fulfilled: 'success',
  expired: 'default',
  cancelled: 'default',
  failed: 'error',
};

/** /console/gpu-waits (issue 44): the caller's waits for a GPU, what came of them, and cancel. */
export function GpuWaitsPage() {
  const { t: tShell, i18n } = useTranslation();
  const { t } = useTranslation('gpuWaits');
  const toast = useToast();
  const [page, setPage] = useState(1);
  const list = useGpuWaits(page, PAGE_SIZE);
  const cancel = useCancelGpuWait();
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  const english = i18n.language === 'en-US';

  const result = (row: GpuWait) => {
    if (row.InstanceId !== null) return t('table.instance', { id: row.InstanceId });
    if (row.FailureCode) return t(`failures.${row.FailureCode as GpuWaitFailure}`);
    return none;
  };

  const columns: TableColumnsType<GpuWait> = [
    { key: 'id', title: t('table.id'), render: (_, row) => `#${row.WaitId}` },
    {
      key: 'gpus',
      title: t('table.gpus'),
      render: (_, row) => t('table.gpusValue', { model: row.GpuModel, count: row.GpuCount }),
    },
    {
      key: 'region',
      title: t('table.region'),
      render: (_, row) => (english ? row.RegionNameEn : row.RegionName) ?? t('table.anyRegion'),
    },
    {
      key: 'cap',
      title: t('table.cap'),
      align: 'right',
      render: (_, row) => t('table.capValue', { amount: formatMoney(row.Cap) }),
    },
    { key: 'mode', title: t('table.mode'), render: (_, row) => t(`modes.${row.Mode}`) },
    {
      key: 'state',
      title: t('table.state'),
      render: (_, row) => <Tag color={STATE_COLORS[row.State]}>{t(`states.${row.State}`)}</Tag>,
    },
    { key: 'result', title: t('table.result'), render: (_, row) => result(row) },
    {
      key: 'expires',
      title: t('table.expires'),
      render: (_, row) => <time dateTime={row.ExpiresAt}>{formatDateTime(row.ExpiresAt)}</time>,
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (_, row) =>
        row.State === 'waiting' ? (
          <Button
            size="small"
            danger
            aria-label={t('cancelAction', { id: row.WaitId })}
            loading={cancel.isPending && cancel.variables === row.WaitId}
            onClick={() =>
              cancel
                .mutateAsync(row.WaitId)
                .then(() => toast.success(t('cancelDone')))
                .catch(() => list.refetch())
            }
          >
            {t('cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle title={tShell('shell.pages.gpuWaits')}>{t('intro')}</PageTitle>
      {list.isError && !list.data ? (
        <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => list.refetch()} />
      ) : (
        <Table<GpuWait>
          aria-label={t('table.label')}
          rowKey="WaitId"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching && !list.data}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <span>
                {t('empty')} <Link to="/store">{t('goToStore')}</Link>
              </span>
            ),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      )}
    </>
  );
}
