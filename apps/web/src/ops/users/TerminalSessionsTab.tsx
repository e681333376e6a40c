import { opsTerminalRoutes, type TerminalSessionRow } from '@gpucloud/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/call';
import { formatDateTime } from '../../shared/format';
import { userKeys } from './hooks';

/** The account's web terminals, open ones first: support sees who opened which from where, never their content. */
export function TerminalSessionsTab({ userId }: { userId: number }) {
  const { t } = useTranslation('opsUsers');
  const sessions = useQuery({
    queryKey: [...userKeys.sessions(userId), 'terminals'],
    queryFn: () => call(opsTerminalRoutes.sessions, { user_id: userId }),
  });
  const reasonOf = (row: TerminalSessionRow) =>
    row.CloseReason ? t(`terminals.reasons.${row.CloseReason}`, { defaultValue: row.CloseReason }) : '—';
  const columns: TableColumnsType<TerminalSessionRow> = [
    { key: 'instance', title: t('terminals.instance'), dataIndex: 'InstanceName' },
    {
      key: 'who',
      title: t('lists.subAccount'),
      render: (_, row) => (row.SubAccountId ? `#${row.SubAccountId}` : t('lists.main')),
    },
    { key: 'ip', title: t('lists.ip'), dataIndex: 'Ip' },
    { key: 'device', title: t('lists.device'), render: (_, row) => row.UserAgent.slice(0, 80) || '—' },
    { key: 'opened', title: t('terminals.opened'), render: (_, row) => formatDateTime(row.OpenedAt) },
  ];
  const closedColumns: TableColumnsType<TerminalSessionRow> = [
    ...columns,
    {
      key: 'closed',
      title: t('terminals.closedAt'),
      render: (_, row) => (row.ClosedAt ? formatDateTime(row.ClosedAt) : '—'),
    },
    { key: 'reason', title: t('terminals.reason'), render: (_, row) => reasonOf(row) },
  ];
  const table = (label: string, rows: TerminalSessionRow[], cols: TableColumnsType<TerminalSessionRow>) => (
    <Table<TerminalSessionRow>
      aria-label={label}
      title={() => label}
      rowKey="Id"
      size="small"
      columns={cols}
      dataSource={rows}
      loading={sessions.isFetching}
      locale={{ emptyText: t('lists.empty') }}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
  return (
    <>
      {table(t('terminals.open'), sessions.data?.open ?? [], columns)}
      {table(t('terminals.closed'), sessions.data?.closed ?? [], closedColumns)}
    </>
  );
}
