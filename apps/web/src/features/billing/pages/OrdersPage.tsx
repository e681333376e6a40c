import { DownloadOutlined } from '@ant-design/icons';
import type { OrderRow } from '@gpucloud/contracts';
import { ORDER_TYPES } from '@gpucloud/contracts';
import { Alert, Button, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, NetworkError } from '../../../api/client';
import { clientHooks } from '../../../api/hooks';
import { dayRangeToEpoch, parseDay } from '../../../shared/dates/dayRange';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { DayRangeFields } from '../../../shared/forms/DayRangeFields';
import styles from '../../../shared/forms/Filters.module.css';
import { SelectField } from '../../../shared/forms/SelectField';
import { oneOf, useSearchState } from '../../../shared/hooks/useSearchState';
import { MainAccountGate } from '../../../shared/ui/MainAccountGate';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { Pill, type PillTone } from '../../../shared/ui/Pill';
import { useToast } from '../../../shared/ui/toast';
import { downloadRechargeOrders } from '../exportOrders';
import { useOrders } from '../hooks';

const PAGE_SIZE = 10;
const STATUSES = [0, 1, 2] as const;
const STATUS_KEYS = { 0: 'waiting', 1: 'paid', 2: 'closed' } as const;
const STATUS_TONES: Record<number, PillTone> = { 0: 'orange', 1: 'blue', 2: 'gray' };
const PAY_TYPE_KEYS: Record<number, 'alipay' | 'wechat' | 'bank' | 'wallet'> = {
  0: 'alipay',
  1: 'wechat',
  2: 'bank',
  [-1]: 'wallet',
};

/** /console/finance/orders: top-up and purchase orders with filters, pages and a CSV export of top-ups. */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('shell.pages.orders')}>{t('finance.orders.intro')}</PageTitle>
      <MainAccountGate>{() => <OrderList />}</MainAccountGate>
    </>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const toast = useToast();
  const [params, update] = useSearchState();
  const type = oneOf(params.get('type'), ORDER_TYPES);
  const status = oneOf(params.get('status'), STATUSES);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const range = dayRangeToEpoch(parseDay(from), parseDay(to));
  const orders = useOrders({ page, page_size: PAGE_SIZE, type, status, ...range });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await downloadRechargeOrders({ status, ...range });
      toast.success(t('finance.orders.exported', { name }));
    } catch (error) {
      if (error instanceof ApiError || error instanceof NetworkError) clientHooks.notifyError(error);
    } finally {
      setExporting(false);
    }
  };

  /** A purchase's split between balance and vouchers, naming only the parts that paid. */
  const paidFrom = (order: OrderRow) => {
    const parts = [
      order.PaidBalance !== 0
        ? t('finance.orders.paidBalance', { amount: formatMoney(order.PaidBalance) })
        : null,
      order.PaidVouchers !== 0
        ? t('finance.orders.paidVouchers', { amount: formatMoney(order.PaidVouchers) })
        : null,
    ].filter((part) => part !== null);
    return parts.length > 0 ? parts.join(' + ') : '—';
  };

  const columns: TableProps<OrderRow>['columns'] = [
    {
      key: 'no',
      title: t('finance.orders.columns.orderNo'),
      dataIndex: 'OrderNo',
      render: (no: string) => <code>{no}</code>,
    },
    {
      key: 'type',
      title: t('finance.orders.columns.type'),
      dataIndex: 'Type',
      render: (value: OrderRow['Type']) => t(`finance.orders.types.${value}`),
    },
    { key: 'title', title: t('finance.orders.columns.title'), dataIndex: 'Title' },
    {
      key: 'amount',
      title: t('finance.orders.columns.amount'),
      dataIndex: 'Amount',
      align: 'right',
      render: (amount: number) => formatMoney(amount),
    },
    {
      key: 'payment',
      title: t('finance.orders.columns.payment'),
      render: (_: unknown, order) =>
        order.Type === 'purchase'
          ? paidFrom(order)
          : t(`wallet.payTypes.${PAY_TYPE_KEYS[order.PayType] ?? 'wallet'}`),
    },
    {
      key: 'status',
      title: t('finance.orders.columns.status'),
      dataIndex: 'Status',
      render: (value: number) => (
        <Pill tone={STATUS_TONES[value] ?? 'gray'}>
          {t(`finance.orders.statuses.${STATUS_KEYS[value as 0 | 1 | 2] ?? 'closed'}`)}
        </Pill>
      ),
    },
    {
      key: 'created',
      title: t('finance.orders.columns.createdAt'),
      dataIndex: 'CreateAt',
      render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>,
    },
    {
      key: 'paid',
      title: t('finance.orders.columns.paidAt'),
      dataIndex: 'PaidAt',
      render: (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : '—'),
    },
  ];

  return (
    <>
      <section className={styles.bar} aria-label={t('finance.filters.label')}>
        <SelectField
          label={t('finance.orders.filters.type')}
          value={type ?? ''}
          options={[
            { value: '', label: t('finance.filters.all') },
            ...ORDER_TYPES.map((value) => ({ value, label: t(`finance.orders.types.${value}`) })),
          ]}
          onChange={(value) => update({ type: value, page: null })}
        />
        <SelectField
          label={t('finance.orders.filters.status')}
          value={status ?? ''}
          options={[
            { value: '', label: t('finance.filters.all') },
            ...STATUSES.map((value) => ({
              value,
              label: t(`finance.orders.statuses.${STATUS_KEYS[value]}`),
            })),
          ]}
          onChange={(value) => update({ status: value, page: null })}
        />
        <DayRangeFields from={from} to={to} onChange={(next) => update({ ...next, page: null })} />
        <div className={styles.actions}>
          <Button onClick={() => update({ type: null, status: null, from: null, to: null, page: null })}>
            {t('finance.filters.reset')}
          </Button>
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            {t('finance.orders.export')}
          </Button>
        </div>
      </section>
      {orders.isError ? (
        <Alert type="warning" showIcon title={t('finance.orders.loadFailed')} />
      ) : (
        <Table<OrderRow>
          rowKey="OrderNo"
          columns={columns}
          dataSource={orders.data?.data ?? []}
          loading={orders.isPending}
          aria-busy={orders.isFetching}
          scroll={{ x: 960 }}
          locale={{ emptyText: t('finance.orders.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: orders.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('finance.orders.total', { count: total }),
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </>
  );
}
