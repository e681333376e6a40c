import type { BalanceChange, InstanceRow, OrderRow, SubAccountRow } from '@gpucloud/contracts';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { type UserList, useUserPage, useUserSubAccounts } from './hooks';
import styles from './Users.module.css';

const PAGE_SIZE = 10;

/** One paged list of the account, shown with the given columns. */
function PagedList<Row extends object>({
  userId,
  list,
  rowKey,
  columns,
}: {
  userId: number;
  list: UserList;
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
}) {
  const { t } = useTranslation('opsUsers');
  const [page, setPage] = useState(1);
  const query = useUserPage(userId, list, page);
  const data = (query.data?.data ?? []) as Row[];
  return (
    <Table<Row>
      aria-label={t(`detail.tabs.${list}`)}
      rowKey={rowKey}
      size="small"
      columns={columns}
      dataSource={data}
      loading={query.isFetching}
      locale={{ emptyText: t('lists.empty') }}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage }}
      scroll={{ x: 'max-content' }}
    />
  );
}

const money = (value: number) => <span className={styles.amount}>{formatMoney(value)}</span>;

export function LedgerTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const { t: tShell } = useTranslation();
  const columns: TableColumnsType<BalanceChange> = [
    { key: 'time', title: t('lists.time'), render: (_, row) => formatDateTime(row.CreateAt) },
    { key: 'kind', title: t('lists.kind'), render: (_, row) => tShell(`finance.ledger.kinds.${row.Kind}`) },
    {
      key: 'pocket',
      title: t('lists.pocket'),
      render: (_, row) => tShell(`finance.ledger.pockets.${row.Pocket}`),
    },
    { key: 'amount', title: t('lists.amount'), align: 'right', render: (_, row) => money(row.Amount) },
    {
      key: 'after',
      title: t('lists.balanceAfter'),
      align: 'right',
      render: (_, row) => money(row.BalanceAfter),
    },
    { key: 'note', title: t('lists.note'), render: (_, row) => row.Note || '—' },
    { key: 'ref', title: t('lists.reference'), render: (_, row) => row.RefId ?? '—' },
  ];
  return <PagedList<BalanceChange> userId={userId} list="ledger" rowKey="Id" columns={columns} />;
}

export function OrdersTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const columns: TableColumnsType<OrderRow> = [
    { key: 'time', title: t('lists.time'), render: (_, row) => formatDateTime(row.CreateAt) },
    { key: 'no', title: t('lists.orderNo'), render: (_, row) => <code>{row.OrderNo}</code> },
    { key: 'title', title: t('lists.title'), dataIndex: 'Title' },
    { key: 'amount', title: t('lists.amount'), align: 'right', render: (_, row) => money(row.Amount) },
    { key: 'status', title: t('lists.status'), dataIndex: 'Status' },
  ];
  return <PagedList<OrderRow> userId={userId} list="orders" rowKey="OrderNo" columns={columns} />;
}

export function InstancesTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const columns: TableColumnsType<InstanceRow> = [
    { key: 'name', title: t('lists.instance'), render: (_, row) => `${row.Name} (#${row.InstanceId})` },
    { key: 'status', title: t('lists.status'), dataIndex: 'Status' },
    // Staff read the machine's detail as the server keeps it: a host's refusal in its own words.
    {
      key: 'detail',
      title: t('lists.detail'),
      render: (_, row) => <span style={{ overflowWrap: 'anywhere' }}>{row.StatusDetail || '—'}</span>,
    },
    { key: 'gpu', title: t('lists.gpu'), render: (_, row) => `${row.GpuModel} × ${row.GpuCount}` },
    { key: 'billing', title: t('lists.billing'), dataIndex: 'BillingMode' },
    { key: 'sub', title: t('lists.subAccount'), render: (_, row) => row.SubAccountName ?? t('lists.main') },
    { key: 'time', title: t('lists.time'), render: (_, row) => formatDateTime(row.CreateAt) },
  ];
  return <PagedList<InstanceRow> userId={userId} list="instances" rowKey="InstanceId" columns={columns} />;
}

export function SubAccountsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const subs = useUserSubAccounts(userId);
  const columns: TableColumnsType<SubAccountRow> = [
    { key: 'name', title: t('lists.subAccount'), dataIndex: 'Name' },
    { key: 'note', title: t('lists.note'), render: (_, row) => row.Note || '—' },
    { key: 'limit', title: t('lists.limit'), align: 'right', render: (_, row) => money(row.MoneyLimit) },
    { key: 'used', title: t('lists.used'), align: 'right', render: (_, row) => money(row.MoneyUsed) },
    { key: 'time', title: t('lists.time'), render: (_, row) => formatDateTime(row.CreateAt) },
  ];
  return (
    <Table<SubAccountRow>
      aria-label={t('detail.tabs.subAccounts')}
      rowKey="SubAccountId"
      size="small"
      columns={columns}
      dataSource={subs.data?.data ?? []}
      loading={subs.isFetching}
      locale={{ emptyText: t('lists.empty') }}
      pagination={false}
    />
  );
}
