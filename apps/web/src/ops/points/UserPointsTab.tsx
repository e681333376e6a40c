import type { PointsLedgerEntry } from '@gpucloud/contracts';
import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { LoadFailedAlert } from '../../shared/ui/LoadFailedAlert';
import { USER_POINTS_PAGE_SIZE, useUserPoints } from './hooks';
import { OPS_POINTS_NS } from './i18n';

/** A customer's points on the console's user page: the balance, what counted, and the ledger. */
export function UserPointsTab({ userId }: { userId: number }) {
  const { t } = useTranslation(OPS_POINTS_NS);
  const [page, setPage] = useState(1);
  const points = useUserPoints(userId, page);
  const columns: TableColumnsType<PointsLedgerEntry> = [
    { key: 'time', title: t('userPoints.time'), render: (_, row) => formatDateTime(row.created_at) },
    { key: 'kind', title: t('userPoints.kind'), render: (_, row) => t(`pointsKinds.${row.kind}`) },
    {
      key: 'points',
      title: t('userPoints.points'),
      align: 'right',
      render: (_, row) => (row.points > 0 ? `+${row.points}` : row.points),
    },
    { key: 'after', title: t('userPoints.balanceAfter'), align: 'right', dataIndex: 'balance_after' },
    { key: 'note', title: t('userPoints.note'), render: (_, row) => row.note || '—' },
  ];
  if (points.isError)
    return (
      <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => points.refetch()} />
    );
  return (
    <>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('userPoints.balance')}>{points.data?.balance ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('userPoints.spent')}>
          {points.data ? formatMoney(points.data.spent_from_balance) : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Table<PointsLedgerEntry>
        aria-label={t('userPoints.tableLabel')}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={points.data?.list ?? []}
        loading={points.isFetching}
        locale={{ emptyText: t('userPoints.empty') }}
        pagination={{
          current: page,
          pageSize: USER_POINTS_PAGE_SIZE,
          total: points.data?.total ?? 0,
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
