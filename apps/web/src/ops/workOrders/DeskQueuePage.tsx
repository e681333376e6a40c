import type { OpsTicketRow } from '@gpucloud/contracts';
import { Alert, Button, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import { DeskFilterBar } from './DeskFilterBar';
import { DESK_PAGE_SIZE, type DeskQuery, deskQueryOf, deskSearchOf } from './deskQuery';
import { FirstReplyTimer, useDurationText } from './FirstReplyTimer';
import { useTicketList } from './hooks';
import './i18n';
import { localized } from './localized';
import { CANNED_REPLIES_PATH, ticketPath } from './paths';
import { TicketStatusTag } from './TicketStatusTag';
import { useNow } from './useNow';
import styles from './WorkOrders.module.css';

/** /ops/work-orders (support): the queue with its first-reply timers; filters and page live in the URL. */
export function DeskQueuePage() {
  const { t, i18n } = useTranslation('opsWorkOrders');
  const navigate = useNavigate();
  const [params, update] = useSearchState();
  const query = deskQueryOf(params);
  const list = useTicketList(query);
  const now = useNow();
  const duration = useDurationText();
  const change = (changes: Partial<DeskQuery>) => update(deskSearchOf({ ...query, ...changes }));
  const overdue = list.data?.overdue;

  const columns: TableColumnsType<OpsTicketRow> = [
    {
      key: 'id',
      title: t('desk.columns.id'),
      render: (_, row) => <Link to={ticketPath(row.id)}>#{row.id}</Link>,
    },
    {
      key: 'title',
      title: t('desk.columns.title'),
      render: (_, row) => (
        <Link to={ticketPath(row.id)} className={styles.ticketTitle}>
          {row.title}
        </Link>
      ),
    },
    { key: 'phone', title: t('desk.columns.customer'), dataIndex: 'user_phone' },
    {
      key: 'category',
      title: t('desk.columns.category'),
      render: (_, row) =>
        `${localized(i18n.language, row.category_name, row.category_name_en)} / ${localized(
          i18n.language,
          row.subcategory_name,
          row.subcategory_name_en,
        )}`,
    },
    {
      key: 'status',
      title: t('desk.columns.status'),
      render: (_, row) => <TicketStatusTag status={row.status} />,
    },
    {
      key: 'assignee',
      title: t('desk.columns.assignee'),
      render: (_, row) =>
        row.assignee_name ?? <Typography.Text type="secondary">{t('unassigned')}</Typography.Text>,
    },
    {
      key: 'age',
      title: t('desk.columns.age'),
      render: (_, row) => duration(now - Date.parse(row.created_at)),
    },
    {
      key: 'firstReply',
      title: t('desk.columns.firstReply'),
      render: (_, row) => <FirstReplyTimer ticket={row} now={now} />,
    },
  ];

  return (
    <>
      <PageHead
        title={t('desk.title')}
        intro={t('desk.intro')}
        actions={<Button onClick={() => navigate(CANNED_REPLIES_PATH)}>{t('desk.cannedReplies')}</Button>}
      />
      <p role="status" className={styles.overdue}>
        {overdue === undefined ? null : overdue > 0 ? (
          <Typography.Text type="danger" strong>
            {t('desk.overdue', { count: overdue })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('desk.noneOverdue')}</Typography.Text>
        )}
      </p>
      <DeskFilterBar query={query} onChange={change} />
      {list.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      <Table<OpsTicketRow>
        aria-label={t('desk.tableLabel')}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        locale={{ emptyText: t('desk.empty') }}
        onRow={(row) => ({
          className: styles.clickableRow,
          onClick: (event) => {
            // A link in the row navigates by itself.
            if (!(event.target as HTMLElement).closest('a')) void navigate(ticketPath(row.id));
          },
        })}
        pagination={{
          current: query.page,
          pageSize: DESK_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('desk.total', { count }),
          onChange: (page) => change({ page }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
