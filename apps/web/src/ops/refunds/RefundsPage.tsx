import { TOP_UP_REFUND_STATUSES, type TopUpRefund, type TopUpRefundStatus } from '@gpucloud/contracts';
import { Alert, Radio, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../shared/format';
import { PageHead } from '../layout/PageHead';
import styles from '../users/Users.module.css';
import { REFUNDS_PAGE_SIZE, useTopUpRefunds } from './hooks';
import { RefundStatusTag } from './RefundStatusTag';
import './i18n';

type StatusFilter = TopUpRefundStatus | 'all';

/** /ops/refunds (finance): every top-up refund with its status, filtered by status. */
export function RefundsPage() {
  const { t } = useTranslation('opsRefunds');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [page, setPage] = useState(1);
  const list = useTopUpRefunds({ status: status === 'all' ? undefined : status, page });

  const columns: TableColumnsType<TopUpRefund> = [
    {
      key: 'requested',
      title: t('list.columns.requested'),
      render: (_, row) => formatDateTime(row.RequestedAt),
    },
    {
      key: 'account',
      title: t('list.columns.account'),
      render: (_, row) => <Link to={`/ops/users/${row.UserId}`}>{row.UserPhone}</Link>,
    },
    {
      key: 'order',
      title: t('list.columns.order'),
      render: (_, row) => (
        <>
          <code>{row.OutTradeNo}</code>
          <div className={styles.sub}>{t('list.refundNo', { id: row.Id })}</div>
        </>
      ),
    },
    {
      key: 'amount',
      title: t('list.columns.amount'),
      align: 'right',
      render: (_, row) => <span className={styles.amount}>{formatMoney(row.Amount)}</span>,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      render: (_, row) => (
        <>
          <RefundStatusTag status={row.Status} />
          {row.FailureReason && <div className={styles.sub}>{row.FailureReason}</div>}
        </>
      ),
    },
    { key: 'reason', title: t('list.columns.reason'), dataIndex: 'Reason' },
    {
      key: 'gateway',
      title: t('list.columns.gateway'),
      render: (_, row) => (
        <>
          {row.Provider}
          {row.GatewayRefundId && <div className={styles.sub}>{row.GatewayRefundId}</div>}
        </>
      ),
    },
    { key: 'by', title: t('list.columns.by'), render: (_, row) => row.RequestedBy.Name },
  ];

  return (
    <>
      <PageHead title={t('list.title')} intro={t('list.intro')} />
      <div className={styles.search}>
        <Radio.Group
          aria-label={t('list.filterLabel')}
          optionType="button"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as StatusFilter);
            setPage(1);
          }}
          options={(['all', ...TOP_UP_REFUND_STATUSES] as const).map((value) => ({
            value,
            label: t(`statuses.${value}`),
          }))}
        />
      </div>
      {list.isError && <Alert type="error" showIcon message={t('list.loadFailed')} />}
      <Table<TopUpRefund>
        aria-label={t('list.tableLabel')}
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: t('list.empty') }}
        pagination={{
          current: page,
          pageSize: REFUNDS_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('list.total', { count }),
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
