import type { InstanceRow } from '@gpucloud/contracts';
import { Card, Descriptions, Empty, Pagination, Space, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { useIsSmallScreen } from '../../../shared/hooks/useMediaQuery';
import { StatusTag } from '../../../shared/instances/StatusTag';
import '../../../shared/instances/i18n';
import { offersTerminal, terminalPath } from '../../../shared/instances/terminal';
import { SimulatedLabel } from '../../../shared/ui/SimulatedLabel';
import { expiryOf } from '../subAccountForms';

/** The instance's state, and "Simulated" when its machine is a simulation. */
function StatusCell({ row }: { row: InstanceRow }) {
  return (
    <Space size={4} wrap>
      <StatusTag row={row} />
      <SimulatedLabel simulated={row.Simulated} />
    </Space>
  );
}

interface Props {
  rows: InstanceRow[] | undefined;
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  showOwner: boolean;
  empty: ReactNode;
  onPage: (page: number) => void;
}

/**
 * Instances of sub-accounts: a table on wide screens, cards on phones. The one action here is a
 * running instance's terminal (whoever sees a row may use its instance: the main account, or the
 * sub-account it belongs to); everything else stays on the dashboard.
 */
export function SubAccountInstanceTable({
  rows,
  total,
  page,
  pageSize,
  loading,
  showOwner,
  empty,
  onPage,
}: Props) {
  const { t } = useTranslation('account');
  const small = useIsSmallScreen();
  const expiry = (row: InstanceRow) => {
    const at = expiryOf(row);
    return at ? formatDateTime(at) : t('instances.noExpiry');
  };
  const gpu = (row: InstanceRow) => t('instances.gpu', { model: row.GpuModel, count: row.GpuCount });
  const terminal = (row: InstanceRow) =>
    offersTerminal(row) ? (
      <Link to={terminalPath(row.InstanceId)} aria-label={t('instances.terminalOf', { name: row.Name })}>
        {t('instances.terminal')}
      </Link>
    ) : null;
  const pagination = {
    current: page,
    pageSize,
    total,
    onChange: onPage,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };

  if (small) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a labelled list of cards for readers and tests
      <div role="list" aria-label={t('instances.listLabel')} aria-busy={loading}>
        {rows?.length === 0 && <Empty description={empty} />}
        {rows?.map((row) => (
          // biome-ignore lint/a11y/useSemanticElements: one entry of the labelled list of cards
          <div role="listitem" aria-label={row.Name} key={row.InstanceId} style={{ marginBottom: 12 }}>
            <Card
              size="small"
              title={row.Name}
              extra={<StatusCell row={row} />}
              actions={offersTerminal(row) ? [terminal(row)] : undefined}
            >
              <Descriptions
                size="small"
                column={1}
                items={[
                  ...(showOwner
                    ? [
                        {
                          key: 'owner',
                          label: t('instances.columns.subAccount'),
                          children: row.SubAccountName ?? '—',
                        },
                      ]
                    : []),
                  { key: 'gpu', label: t('instances.columns.gpu'), children: gpu(row) },
                  {
                    key: 'billing',
                    label: t('instances.columns.billing'),
                    children: t(`instances.modes.${row.BillingMode}`),
                  },
                  { key: 'expires', label: t('instances.columns.expires'), children: expiry(row) },
                ]}
              />
            </Card>
          </div>
        ))}
        {total > pageSize && <Pagination {...pagination} size="small" align="center" />}
      </div>
    );
  }

  const columns: TableColumnsType<InstanceRow> = [
    { key: 'name', title: t('instances.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    ...(showOwner
      ? [
          {
            key: 'owner',
            title: t('instances.columns.subAccount'),
            render: (_: unknown, row: InstanceRow) => row.SubAccountName ?? '—',
          },
        ]
      : []),
    { key: 'status', title: t('instances.columns.status'), render: (_, row) => <StatusCell row={row} /> },
    { key: 'gpu', title: t('instances.columns.gpu'), render: (_, row) => gpu(row) },
    {
      key: 'billing',
      title: t('instances.columns.billing'),
      render: (_, row) => t(`instances.modes.${row.BillingMode}`),
    },
    { key: 'expires', title: t('instances.columns.expires'), render: (_, row) => expiry(row) },
    {
      key: 'created',
      title: t('instances.columns.created'),
      render: (_, row) => formatDateTime(row.CreateAt),
    },
    { key: 'actions', title: t('instances.columns.actions'), render: (_, row) => terminal(row) },
  ];
  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Table<InstanceRow>
        aria-label={t('instances.listLabel')}
        rowKey="InstanceId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={pagination}
        locale={{ emptyText: <Empty description={empty} /> }}
        scroll={{ x: 'max-content' }}
      />
    </Card>
  );
}
