import type { EmailOutboxMessage } from '@gpucloud/contracts';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import { useEmailOutbox } from './hooks';
import './i18n';
import styles from './Outbox.module.css';
import { OutboxFilterForm } from './OutboxFilterForm';
import { FILTER_PARAM, outboxFilter } from './outboxFilter';

/** /ops/email-outbox (support; admin): what the outbox email provider kept instead of sending, newest first. */
export function EmailOutboxPage() {
  const { t } = useTranslation('opsOutbox');
  const [params, update] = useSearchState();
  const typed = params.get(FILTER_PARAM.email) ?? '';
  const email = outboxFilter('email', typed);
  const outbox = useEmailOutbox(email ?? undefined);

  const columns: TableColumnsType<EmailOutboxMessage> = [
    { key: 'time', title: t('columns.time'), render: (_, row) => formatDateTime(row.CreateAt) },
    { key: 'email', title: t('columns.email'), dataIndex: 'Email' },
    { key: 'subject', title: t('columns.subject'), dataIndex: 'Subject' },
    {
      key: 'text',
      title: t('columns.text'),
      render: (_, row) => <p className={styles.text}>{row.Text}</p>,
    },
  ];

  return (
    <>
      <PageHead title={t('email.title')} intro={t('email.intro')} />
      <OutboxFilterForm
        kind="email"
        value={typed}
        onChange={(next) => update({ [FILTER_PARAM.email]: next })}
      />
      {email === null ? (
        <Alert type="warning" showIcon title={t('badFilter', { value: typed })} />
      ) : (
        <Table<EmailOutboxMessage>
          aria-label={t('email.tableLabel')}
          rowKey={(row) => `${row.CreateAt}-${row.Email}-${row.Subject}`}
          size="middle"
          columns={columns}
          dataSource={outbox.data ?? []}
          loading={outbox.isFetching}
          locale={{ emptyText: outbox.isError ? t('loadFailed') : t('email.empty') }}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </>
  );
}
