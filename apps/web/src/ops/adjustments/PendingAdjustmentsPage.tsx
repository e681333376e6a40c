import type { MoneyAdjustment } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useOpsMe } from '../hooks';
import { PageHead } from '../layout/PageHead';
import styles from '../users/Users.module.css';
import { changeText } from './changeText';
import { DecideDialog, type Decision } from './DecideDialog';
import { usePendingAdjustments } from './hooks';
import './i18n';

/** /ops/adjustments (admin): adjustments above the threshold, approved or rejected by another admin. */
export function PendingAdjustmentsPage() {
  const { t } = useTranslation('opsAdjustments');
  const me = useOpsMe().data;
  const [page, setPage] = useState(1);
  const list = usePendingAdjustments(page);
  const [deciding, setDeciding] = useState<{ decision: Decision; adjustment: MoneyAdjustment } | null>(null);
  const threshold = formatMoney(list.data?.ApprovalThreshold ?? 0);

  const columns: TableColumnsType<MoneyAdjustment> = [
    {
      key: 'requested',
      title: t('pending.columns.requested'),
      render: (_, row) => formatDateTime(row.RequestedAt),
    },
    {
      key: 'account',
      title: t('pending.columns.account'),
      render: (_, row) => <Link to={`/ops/users/${row.UserId}`}>{row.UserPhone}</Link>,
    },
    { key: 'change', title: t('pending.columns.change'), render: (_, row) => changeText(t, row) },
    { key: 'reason', title: t('pending.columns.reason'), dataIndex: 'Reason' },
    { key: 'reference', title: t('pending.columns.reference'), dataIndex: 'Reference' },
    { key: 'by', title: t('pending.columns.by'), render: (_, row) => row.RequestedBy.Name },
    {
      key: 'actions',
      title: t('pending.columns.actions'),
      render: (_, row) =>
        // The server refuses a decision on one's own request: it is not offered.
        row.RequestedBy.Id === me?.Id ? (
          t('pending.ownRequest')
        ) : (
          <div className={styles.actions}>
            <Button
              size="small"
              type="primary"
              onClick={() => setDeciding({ decision: 'approve', adjustment: row })}
            >
              {t('pending.approve')}
            </Button>
            <Button size="small" danger onClick={() => setDeciding({ decision: 'reject', adjustment: row })}>
              {t('pending.reject')}
            </Button>
          </div>
        ),
    },
  ];

  return (
    <>
      <PageHead title={t('pending.title')} intro={t('pending.intro', { threshold })} />
      <Table<MoneyAdjustment>
        aria-label={t('pending.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('pending.empty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('pending.total', { count }),
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
      {deciding && <DecideDialog {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
