import type { invoicesRoutes } from '@gpucloud/contracts';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../api/call';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { MONTH_CHANGES_PAGE_SIZE, useMonthChanges } from '../hooks';

type BalanceChange = CallData<typeof invoicesRoutes.balanceChanges>['list'][number];
const KINDS = ['rent', 'renew', 'upgrade', 'post_paid', 'refund'] as const;

/** The balance spending and refunds of one month; the own-money column is what invoicing counts. */
export function MonthChanges({ month }: { month: string }) {
  const { t } = useTranslation('invoices');
  const [page, setPage] = useState(1);
  const changes = useMonthChanges(month, page);
  if (changes.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('apply.changes.loadFailed')}
        description={changes.error.message}
      />
    );

  const columns: TableColumnsType<BalanceChange> = [
    {
      key: 'time',
      title: t('apply.changes.time'),
      render: (_, row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
    },
    {
      key: 'kind',
      title: t('apply.changes.kind'),
      render: (_, row) => {
        const kind = KINDS.find((value) => value === row.kind);
        return kind ? t(`ledgerKinds.${kind}`) : row.kind;
      },
    },
    {
      key: 'amount',
      title: t('apply.changes.amount'),
      align: 'right',
      render: (_, row) => formatMoney(row.amount),
    },
    {
      key: 'own',
      title: t('apply.changes.ownMoney'),
      align: 'right',
      render: (_, row) => formatMoney(row.own_money),
    },
  ];

  return (
    <Table<BalanceChange>
      aria-label={t('apply.changes.tableLabel', { month })}
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={changes.data?.list ?? []}
      loading={changes.isPending}
      locale={{ emptyText: t('apply.changes.empty') }}
      pagination={{
        current: page,
        pageSize: MONTH_CHANGES_PAGE_SIZE,
        total: changes.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        showTotal: (count) => t('apply.changes.total', { count }),
        onChange: setPage,
      }}
    />
  );
}
