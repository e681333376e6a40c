import type { Message } from '@gpucloud/contracts';
import { Alert, Button, Radio, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { Pill } from '../../../shared/ui/Pill';
import { useToast } from '../../../shared/ui/toast';
import { type ReadFilter, useMarkAllMessagesRead, useMarkMessagesRead, useMessages } from '../hooks';
import styles from './MessagesPage.module.css';

const PAGE_SIZE = 10;
const FILTERS: { value: ReadFilter; key: 'all' | 'unread' | 'read' }[] = [
  { value: -1, key: 'all' },
  { value: 0, key: 'unread' },
  { value: 1, key: 'read' },
];

function readFilter(value: string | null): ReadFilter {
  return value === '0' ? 0 : value === '1' ? 1 : -1;
}

/** /console/messages: the caller's messages, a page at a time, filtered by read state (SPEC §2). */
export function MessagesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const status = readFilter(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const messages = useMessages({ page, page_size: PAGE_SIZE, status });
  const markRead = useMarkMessagesRead();
  const markAllRead = useMarkAllMessagesRead();

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const columns: TableProps<Message>['columns'] = [
    {
      key: 'time',
      title: t('inbox.columns.time'),
      dataIndex: 'CreateAt',
      width: 170,
      responsive: ['md'],
      render: (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>,
    },
    {
      key: 'message',
      title: t('inbox.columns.message'),
      dataIndex: 'Message',
      // On a phone the time column gives way; the time goes under the text instead.
      render: (text: string, message) => (
        <>
          {text}
          <time dateTime={message.CreateAt} className={styles.inlineTime}>
            {formatDateTime(message.CreateAt)}
          </time>
        </>
      ),
    },
    {
      key: 'state',
      title: t('inbox.columns.state'),
      dataIndex: 'IsRead',
      width: 100,
      responsive: ['sm'],
      render: (isRead: boolean) =>
        isRead ? <Pill tone="gray">{t('inbox.read')}</Pill> : <Pill tone="orange">{t('inbox.unread')}</Pill>,
    },
    {
      key: 'action',
      title: t('inbox.columns.action'),
      width: 110,
      render: (_: unknown, message) =>
        message.IsRead ? null : (
          <Button
            size="small"
            loading={markRead.isPending && markRead.variables?.ids[0] === message.Id}
            onClick={() =>
              markRead.mutate(
                { ids: [message.Id] },
                { onSuccess: () => toast.success(t('inbox.markedRead')) },
              )
            }
          >
            {t('inbox.markRead')}
          </Button>
        ),
    },
  ];

  return (
    <>
      <title>{`${t('inbox.title')} · ${t('common.appName')}`}</title>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('inbox.title')}</h1>
        <Button
          disabled={!messages.data || messages.data.unread === 0}
          loading={markAllRead.isPending}
          onClick={() =>
            markAllRead.mutate(undefined, { onSuccess: () => toast.success(t('inbox.markedAllRead')) })
          }
        >
          {t('inbox.markAllRead')}
        </Button>
      </div>
      <div className={styles.toolbar}>
        <Radio.Group
          aria-label={t('inbox.filter')}
          optionType="button"
          value={status}
          options={FILTERS.map((filter) => ({
            value: filter.value,
            label: t(`inbox.filters.${filter.key}`),
          }))}
          onChange={(event) =>
            update({ status: event.target.value === -1 ? null : String(event.target.value), page: null })
          }
        />
        {messages.data && (
          <span role="status" className={styles.total}>
            {t('inbox.total', { count: messages.data.total })}
          </span>
        )}
      </div>
      {messages.isError && !messages.data ? (
        <Alert
          type="error"
          showIcon
          title={t('inbox.loadFailed')}
          description={messages.error.message}
          action={
            <Button size="small" onClick={() => void messages.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Table<Message>
          rowKey="Id"
          columns={columns}
          dataSource={messages.data?.data ?? []}
          loading={messages.isFetching}
          locale={{ emptyText: t('inbox.empty') }}
          rowClassName={(message) => (message.IsRead ? '' : (styles.unreadRow ?? ''))}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: messages.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => update({ page: next === 1 ? null : String(next) }),
          }}
        />
      )}
    </>
  );
}
