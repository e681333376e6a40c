import type { VerificationRecord } from '@gpucloud/contracts';
import { VerifyStatus } from '@gpucloud/domain';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { RecordStatusTag } from './RecordStatusTag';

/** The caller's records, newest first, masked as the server answers them. */
export function RecordsTable({ records }: { records: VerificationRecord[] }) {
  const { t } = useTranslation('verification');
  const columns: TableColumnsType<VerificationRecord> = [
    { key: 'type', title: t('records.type'), render: (_, record) => t(`verifyTypes.${record.verify_type}`) },
    { key: 'method', title: t('records.method'), render: (_, record) => t(`methods.${record.method}`) },
    {
      key: 'status',
      title: t('records.status'),
      render: (_, record) => (
        <>
          <RecordStatusTag status={record.status} />
          {(record.status === VerifyStatus.REFUSED || record.status === VerifyStatus.EXPIRED) && record.reason
            ? t('records.reason', { reason: record.reason })
            : null}
        </>
      ),
    },
    { key: 'name', title: t('records.name'), dataIndex: 'name' },
    { key: 'idNumber', title: t('records.idNumber'), dataIndex: 'id_number' },
    {
      key: 'decidedAt',
      title: t('records.decidedAt'),
      render: (_, record) => (record.decided_at ? formatDateTime(record.decided_at) : t('records.undecided')),
    },
  ];
  return (
    <Table<VerificationRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={records}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('records.empty') }}
    />
  );
}
