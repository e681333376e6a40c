import { DeleteOutlined } from '@ant-design/icons';
import type { SshKeyRow } from '@gpucloud/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';

/** The caller's keys: name, type, fingerprint, when added and last used, and delete. */
export function SshKeysTable({
  rows,
  loading,
  onDelete,
}: {
  rows: SshKeyRow[] | undefined;
  loading: boolean;
  onDelete: (row: SshKeyRow) => void;
}) {
  const { t } = useTranslation('sshKeys');
  const columns: TableColumnsType<SshKeyRow> = [
    { key: 'name', title: t('table.columns.name'), dataIndex: 'Name', rowScope: 'row' },
    { key: 'type', title: t('table.columns.type'), dataIndex: 'Type' },
    {
      key: 'fingerprint',
      title: t('table.columns.fingerprint'),
      render: (_, row) => <code style={{ wordBreak: 'break-all' }}>{row.Fingerprint}</code>,
    },
    { key: 'added', title: t('table.columns.added'), render: (_, row) => formatDateTime(row.CreateAt) },
    {
      key: 'lastUsed',
      title: t('table.columns.lastUsed'),
      render: (_, row) => (row.LastUsedAt ? formatDateTime(row.LastUsedAt) : t('never')),
    },
    {
      key: 'actions',
      title: t('table.columns.actions'),
      render: (_, row) => (
        <Button
          danger
          type="link"
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('table.delete', { name: row.Name })}
          onClick={() => onDelete(row)}
        />
      ),
    },
  ];
  return (
    <Table<SshKeyRow>
      aria-label={t('table.label')}
      rowKey="KeyId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      scroll={{ x: 900 }}
    />
  );
}
