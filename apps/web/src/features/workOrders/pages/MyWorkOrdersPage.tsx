import { WORK_ORDER_LIST_FILTERS, type WorkOrderSummary } from '@gpucloud/contracts';
import { Alert, Button, Radio, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { StatusTag } from '../components/StatusTag';
import styles from '../components/WorkOrders.module.css';
import { useMyWorkOrders } from '../hooks';
import '../i18n';
import { detailPath, SELECT_QUESTION_PATH } from '../paths';
import { listFilterFrom, localized, pageFrom, type WorkOrderListFilter } from '../status';

const PAGE_SIZE = 10;

/** /console/createWorkOrder/myWorkOrder: the caller's tickets, newest activity first, by status. */
export function MyWorkOrdersPage() {
  const { t, i18n } = useTranslation('workOrders');
  const { t: tShell } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = listFilterFrom(params.get('status'));
  const page = pageFrom(params.get('page'));
  const orders = useMyWorkOrders({ status, page, page_size: PAGE_SIZE });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const filterLabel = (filter: WorkOrderListFilter) =>
    filter === 'all' ? t('list.all') : filter === 'open' ? t('list.open') : t(`statuses.${filter}`);

  const columns: TableProps<WorkOrderSummary>['columns'] = [
    {
      key: 'title',
      title: t('list.columns.title'),
      render: (_: unknown, order) => (
        <>
          {order.unread && <span role="img" aria-label={t('list.unread')} className={styles.unreadDot} />}
          <Link to={detailPath(order.id)}>{order.title}</Link>
        </>
      ),
    },
    {
      key: 'category',
      title: t('list.columns.category'),
      responsive: ['md'],
      render: (_: unknown, order) =>
        `${localized(i18n.language, order.category_name, order.category_name_en)} / ${localized(
          i18n.language,
          order.subcategory_name,
          order.subcategory_name_en,
        )}`,
    },
    {
      key: 'status',
      title: t('list.columns.status'),
      dataIndex: 'status',
      width: 130,
      render: (value: WorkOrderSummary['status']) => <StatusTag status={value} />,
    },
    {
      key: 'created',
      title: t('list.columns.created'),
      dataIndex: 'created_at',
      width: 170,
      responsive: ['lg'],
      render: (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>,
    },
    {
      key: 'updated',
      title: t('list.columns.updated'),
      dataIndex: 'updated_at',
      width: 170,
      responsive: ['sm'],
      render: (value: string) => <time dateTime={value}>{formatDateTime(value)}</time>,
    },
  ];

  return (
    <>
      <PageTitle title={tShell('shell.pages.myWorkOrder')} />
      <div className={styles.toolbar}>
        <Radio.Group
          aria-label={t('list.filter')}
          optionType="button"
          value={status}
          options={WORK_ORDER_LIST_FILTERS.map((filter) => ({ value: filter, label: filterLabel(filter) }))}
          onChange={(event) => {
            const value = event.target.value as WorkOrderListFilter;
            update({ status: value === 'all' ? null : value, page: null });
          }}
        />
        {orders.data && (
          <span role="status" className={styles.muted}>
            {t('list.total', { count: orders.data.total })}
          </span>
        )}
        <Link to={SELECT_QUESTION_PATH}>{t('newWorkOrder')}</Link>
      </div>
      {orders.isError && !orders.data ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          description={orders.error.message}
          action={
            <Button size="small" onClick={() => void orders.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <Table<WorkOrderSummary>
          rowKey="id"
          columns={columns}
          dataSource={orders.data?.list ?? []}
          loading={orders.isFetching}
          locale={{ emptyText: t('list.empty') }}
          rowClassName={(order) => (order.unread ? (styles.unreadRow ?? '') : '')}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => update({ page: next === 1 ? null : String(next) }),
          }}
        />
      )}
    </>
  );
}
