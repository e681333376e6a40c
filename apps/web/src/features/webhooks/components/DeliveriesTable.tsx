import type { WebhookDeliveryRow } from '@gpucloud/contracts';
import { Alert, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { eventLabel } from '../eventLabel';
import { useWebhookDeliveries } from '../hooks';

const STATE_COLOURS = { pending: 'gold', delivered: 'green', failed: 'red' } as const;

/** An endpoint's deliveries: event, state, last HTTP status and answer, attempts, next retry. */
export function DeliveriesTable({ endpointId, url }: { endpointId: number; url: string }) {
  const { t } = useTranslation('webhooks');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(endpointId, page);
  const none = t('deliveries.none');
  const columns: TableColumnsType<WebhookDeliveryRow> = [
    {
      key: 'event',
      title: t('deliveries.columns.event'),
      rowScope: 'row',
      render: (_, row) => eventLabel(t, row.Event),
    },
    {
      key: 'state',
      title: t('deliveries.columns.state'),
      render: (_, row) => <Tag color={STATE_COLOURS[row.State]}>{t(`deliveries.states.${row.State}`)}</Tag>,
    },
    { key: 'code', title: t('deliveries.columns.code'), render: (_, row) => row.StatusCode ?? none },
    {
      key: 'response',
      title: t('deliveries.columns.response'),
      render: (_, row) => (
        <Typography.Text ellipsis={{ tooltip: row.ResponseExcerpt }} style={{ maxWidth: 260 }}>
          {row.ResponseExcerpt || none}
          {row.DurationMs !== null && (
            <Typography.Text type="secondary">
              {' '}
              · {t('deliveries.durationMs', { ms: row.DurationMs })}
            </Typography.Text>
          )}
        </Typography.Text>
      ),
    },
    { key: 'attempts', title: t('deliveries.columns.attempts'), dataIndex: 'Attempts' },
    {
      key: 'last',
      title: t('deliveries.columns.last'),
      render: (_, row) => (row.LastAttemptAt ? formatDateTime(row.LastAttemptAt) : none),
    },
    {
      key: 'next',
      title: t('deliveries.columns.next'),
      render: (_, row) => (row.NextAttemptAt ? formatDateTime(row.NextAttemptAt) : none),
    },
    {
      key: 'eventId',
      title: t('deliveries.columns.eventId'),
      render: (_, row) => <code style={{ wordBreak: 'break-all' }}>{row.EventId}</code>,
    },
  ];
  if (deliveries.isError) return <Alert type="warning" showIcon title={deliveries.error.message} />;
  return (
    <section aria-label={t('deliveries.title', { url })}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 24 }}>
        {t('deliveries.title', { url })}
      </Typography.Title>
      <Table<WebhookDeliveryRow>
        aria-label={t('deliveries.label')}
        rowKey="DeliveryId"
        columns={columns}
        dataSource={deliveries.data?.list}
        loading={deliveries.isFetching}
        locale={{ emptyText: t('deliveries.empty') }}
        pagination={{
          current: page,
          pageSize: 10,
          total: deliveries.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
        scroll={{ x: 1000 }}
      />
    </section>
  );
}
