import type { OpsVerificationRow } from '@gpucloud/contracts';
import { Alert, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../shared/format';
import { useSearchState } from '../../shared/hooks/useSearchState';
import { PageHead } from '../layout/PageHead';
import { useVerificationList } from './hooks';
import './i18n';
import { TYPE_KEYS } from './labels';
import { verificationPath } from './paths';
import { QueueFilterBar } from './QueueFilterBar';
import { REVIEW_PAGE_SIZE, type ReviewQuery, reviewQueryOf, reviewSearchOf } from './reviewQuery';
import { VerificationStatusTag } from './VerificationStatusTag';
import styles from './Verifications.module.css';

/** /ops/verifications (reviewer): the submissions staff decide, or every record; filters and page live in the URL. */
export function VerificationQueuePage() {
  const { t } = useTranslation('opsVerifications');
  const navigate = useNavigate();
  const [params, update] = useSearchState();
  const query = reviewQueryOf(params);
  const list = useVerificationList(query);
  const change = (changes: Partial<ReviewQuery>) => update(reviewSearchOf({ ...query, ...changes }));
  const waiting = list.data?.waiting;
  const none = <Typography.Text type="secondary">{t('none')}</Typography.Text>;

  const columns: TableColumnsType<OpsVerificationRow> = [
    { key: 'id', title: t('queue.columns.id'), render: (_, row) => `#${row.id}` },
    {
      key: 'submitted',
      title: t('queue.columns.submitted'),
      render: (_, row) => formatDateTime(row.created_at),
    },
    { key: 'phone', title: t('queue.columns.phone'), dataIndex: 'user_phone' },
    {
      key: 'type',
      title: t('queue.columns.type'),
      render: (_, row) => t(`types.${TYPE_KEYS[row.verify_type]}`),
    },
    { key: 'method', title: t('queue.columns.method'), render: (_, row) => t(`methods.${row.method}`) },
    { key: 'name', title: t('queue.columns.name'), render: (_, row) => row.name || none },
    { key: 'number', title: t('queue.columns.number'), render: (_, row) => row.id_number || none },
    {
      key: 'status',
      title: t('queue.columns.status'),
      render: (_, row) => <VerificationStatusTag status={row.status} />,
    },
    { key: 'reviewer', title: t('queue.columns.reviewer'), render: (_, row) => row.reviewer_name ?? none },
    {
      key: 'actions',
      title: t('queue.columns.actions'),
      render: (_, row) => <Link to={verificationPath(row.id)}>{t('queue.open')}</Link>,
    },
  ];

  return (
    <>
      <PageHead title={t('queue.title')} intro={t('queue.intro')} />
      <p role="status" className={styles.waiting}>
        {waiting === undefined ? null : waiting > 0 ? (
          <Typography.Text strong>{t('queue.waiting', { count: waiting })}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('queue.noneWaiting')}</Typography.Text>
        )}
      </p>
      <QueueFilterBar query={query} onChange={change} />
      {list.isError ? <Alert type="error" showIcon title={t('queue.loadFailed')} /> : null}
      <Table<OpsVerificationRow>
        aria-label={t('queue.tableLabel')}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching && !list.data}
        locale={{ emptyText: t(query.queue === 'review' ? 'queue.emptyReview' : 'queue.empty') }}
        onRow={(row) => ({
          className: styles.clickableRow,
          onClick: (event) => {
            // The row's own link navigates by itself.
            if (!(event.target as HTMLElement).closest('a')) void navigate(verificationPath(row.id));
          },
        })}
        pagination={{
          current: query.page,
          pageSize: REVIEW_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('queue.total', { count }),
          onChange: (page) => change({ page }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}
