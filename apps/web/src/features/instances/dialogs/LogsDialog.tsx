import type { InstanceLogEntry } from '@gpucloud/contracts';
import { Button, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { machineDetailText } from '../../../shared/instances/machineDetail';
import { useInstanceLogs } from '../hooks';
import type { DialogProps } from './types';

const PAGE_SIZE = 10;

/** The instance's events, newest first, with their names and known details translated. */
export function LogsDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const [page, setPage] = useState(1);
  const logs = useInstanceLogs(row.InstanceId, page, PAGE_SIZE);

  return (
    <Modal
      open
      title={t('logs.title', { name: row.Name })}
      onCancel={onClose}
      width={760}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Table<InstanceLogEntry>
        size="small"
        rowKey={(entry) => `${entry.CreateAt}-${entry.Event}-${entry.Detail}`}
        loading={logs.isPending}
        dataSource={logs.data?.data ?? []}
        locale={{ emptyText: t('logs.empty') }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: logs.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            key: 'time',
            title: t('logs.time'),
            dataIndex: 'CreateAt',
            render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>,
          },
          {
            key: 'event',
            title: t('logs.event'),
            dataIndex: 'Event',
            render: (event: InstanceLogEntry['Event']) => t(`events.${event}`),
          },
          {
            key: 'detail',
            title: t('logs.detail'),
            dataIndex: 'Detail',
            // Long details wrap inside the dialog instead of running off its right edge.
            render: (detail: string) => (
              <span style={{ overflowWrap: 'anywhere' }}>{machineDetailText(t, detail)}</span>
            ),
          },
        ]}
      />
    </Modal>
  );
}
