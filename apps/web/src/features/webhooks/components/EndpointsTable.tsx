import type { WebhookEndpointRow } from '@gpucloud/contracts';
import { Button, Space, Switch, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { eventLabel } from '../eventLabel';

export interface EndpointActions {
  onToggle: (row: WebhookEndpointRow, enabled: boolean) => void;
  onEdit: (row: WebhookEndpointRow) => void;
  onRotate: (row: WebhookEndpointRow) => void;
  onTest: (row: WebhookEndpointRow) => void;
  onShowDeliveries: (row: WebhookEndpointRow) => void;
  onDelete: (row: WebhookEndpointRow) => void;
}

/** The account's endpoints: URL, events, masked secret, on or off, and what can be done with each. */
export function EndpointsTable({
  rows,
  loading,
  testing,
  actions,
}: {
  rows: WebhookEndpointRow[];
  loading: boolean;
  testing: number | null;
  actions: EndpointActions;
}) {
  const { t } = useTranslation('webhooks');
  const status = (row: WebhookEndpointRow) => {
    if (row.Enabled) return <Tag color="green">{t('table.enabled')}</Tag>;
    if (row.DisabledReason === 'failures') return <Tag color="red">{t('table.disabledByFailures')}</Tag>;
    return <Tag>{t('table.pausedByOwner')}</Tag>;
  };
  const columns: TableColumnsType<WebhookEndpointRow> = [
    {
      key: 'url',
      title: t('table.columns.url'),
      rowScope: 'row',
      render: (_, row) => (
        <>
          <code style={{ wordBreak: 'break-all' }}>{row.Url}</code>
          {row.Description && (
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {row.Description}
            </Typography.Text>
          )}
        </>
      ),
    },
    {
      key: 'events',
      title: t('table.columns.events'),
      render: (_, row) => row.Events.map((event) => eventLabel(t, event)).join(', '),
    },
    { key: 'secret', title: t('table.columns.secret'), render: (_, row) => <code>{row.SecretHint}</code> },
    {
      key: 'status',
      title: t('table.columns.status'),
      render: (_, row) => (
        <Space>
          <Switch
            checked={row.Enabled}
            aria-label={t('table.enableSwitch', { url: row.Url })}
            onChange={(checked) => actions.onToggle(row, checked)}
          />
          {status(row)}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('table.columns.actions'),
      render: (_, row) => (
        <Space wrap size={4} role="group" aria-label={t('table.actionsOf', { url: row.Url })}>
          <Button size="small" loading={testing === row.EndpointId} onClick={() => actions.onTest(row)}>
            {t('table.test')}
          </Button>
          <Button size="small" onClick={() => actions.onShowDeliveries(row)}>
            {t('table.deliveries')}
          </Button>
          <Button size="small" onClick={() => actions.onEdit(row)}>
            {t('table.edit')}
          </Button>
          <Button size="small" onClick={() => actions.onRotate(row)}>
            {t('table.rotate')}
          </Button>
          <Button size="small" danger onClick={() => actions.onDelete(row)}>
            {t('table.delete')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<WebhookEndpointRow>
      aria-label={t('table.label')}
      rowKey="EndpointId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: t('table.empty') }}
      pagination={false}
      scroll={{ x: 1000 }}
    />
  );
}
