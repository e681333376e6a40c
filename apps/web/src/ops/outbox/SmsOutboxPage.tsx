import type { SmsOutboxMessage } from '@gpucloud/contracts';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import { useSmsOutbox } from './hooks';
import './i18n';
import styles from './Outbox.module.css';
import { OutboxFilterForm } from './OutboxFilterForm';
import { FILTER_PARAM, outboxFilter } from './outboxFilter';

/** /ops/sms-outbox (support; admin): what the outbox SMS provider kept instead of sending, newest first. */
export function SmsOutboxPage() {
  const { t } = useTranslation('opsOutbox');
  const [params, update] = useSearchState();
  const typed = params.get(FILTER_PARAM.sms) ?? '';
  const phone = outboxFilter('sms', typed);
  const outbox = useSmsOutbox(phone ?? undefined);

  const columns: TableColumnsType<SmsOutboxMessage> = [
    { key: 'time', title: t('columns.time'), render: (_, row) => formatDateTime(row.CreateAt) },
    { key: 'phone', title: t('columns.phone'), dataIndex: 'Phone' },
    {
      key: 'message',
      title: t('columns.message'),
      render: (_, row) => <p className={styles.text}>{row.Message}</p>,
    },
  ];

  return (
    <>
      <PageHead title={t('sms.title')} intro={t('sms.intro')} />
      <OutboxFilterForm kind="sms" value={typed} onChange={(next) => update({ [FILTER_PARAM.sms]: next })} />
      {phone === null ? (
        <Alert type="warning" showIcon title={t('badFilter', { value: typed })} />
      ) : (
        <Table<SmsOutboxMessage>
          aria-label={t('sms.tableLabel')}
          rowKey={(row) => `${row.CreateAt}-${row.Phone}-${row.Message}`}
          size="middle"
          columns={columns}
          dataSource={outbox.data ?? []}
          loading={outbox.isFetching}
          locale={{ emptyText: outbox.isError ? t('loadFailed') : t('sms.empty') }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}
