import type { costReportsRoutes } from '@gpucloud/contracts';
import { Alert, Drawer, Skeleton, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { CallData } from '../../../api/call';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { useInstanceCost } from '../hooks';
import { type BillingT, useBillingTexts } from '../i18n';
import styles from './CostReports.module.css';

type CostInfo = CallData<typeof costReportsRoutes.instanceCostInfo>;
type Period = CostInfo['Periods'][number];
type Day = CostInfo['PayAsYouGo'][number];
type Refund = CostInfo['Refunds'][number];

/** An amount, with what vouchers and balance each paid (or got back) beneath it. */
function paid(t: BillingT, row: { Amount: number; Vouchers: number; Balance: number }): ReactNode {
  return (
    <>
      {formatMoney(row.Amount)}
      <div className={styles.pockets}>
        {t('detail.pockets', { vouchers: formatMoney(row.Vouchers), balance: formatMoney(row.Balance) })}
      </div>
    </>
  );
}

/**
 * One instance's cost so far (/get_instance_cost_info) in a drawer titled with its name: the sums,
 * then its prepaid periods, its pay-as-you-go hours by China day and its refunds.
 */
export function InstanceCostDrawer({
  instanceId,
  name,
  onClose,
}: {
  instanceId: number | null;
  /** The name the list already shows, the title until the detail has come. */
  name?: string;
  onClose: () => void;
}) {
  const { t } = useBillingTexts();
  const cost = useInstanceCost(instanceId);
  const info = cost.data;
  return (
    <Drawer
      open={instanceId !== null}
      title={info?.Name ?? name ?? ' '}
      onClose={onClose}
      size="large"
      destroyOnHidden
    >
      {cost.isError ? (
        <Alert type="warning" showIcon title={t('detail.loadFailed')} description={cost.error.message} />
      ) : !info ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <CostDetail info={info} t={t} />
      )}
    </Drawer>
  );
}

function CostDetail({ info, t }: { info: CostInfo; t: BillingT }) {
  const periods: TableProps<Period>['columns'] = [
    { key: 'order', title: t('detail.periods.order'), render: (_, row) => <code>{row.OrderNo}</code> },
    { key: 'from', title: t('detail.periods.from'), render: (_, row) => formatDateTime(row.StartsAt) },
    { key: 'to', title: t('detail.periods.to'), render: (_, row) => formatDateTime(row.EndsAt) },
    { key: 'paid', title: t('detail.periods.amount'), align: 'right', render: (_, row) => paid(t, row) },
    {
      key: 'refunded',
      title: t('detail.periods.refunded'),
      align: 'right',
      render: (_, row) => formatMoney(row.Refunded),
    },
  ];
  const days: TableProps<Day>['columns'] = [
    { key: 'day', title: t('detail.payAsYouGo.day'), dataIndex: 'Day' },
    { key: 'hours', title: t('detail.payAsYouGo.hours'), dataIndex: 'Hours', align: 'right' },
    {
      key: 'noGpuHours',
      title: <span title={t('detail.payAsYouGo.noGpuHoursHint')}>{t('detail.payAsYouGo.noGpuHours')}</span>,
      dataIndex: 'NoGpuHours',
      align: 'right',
    },
    { key: 'paid', title: t('detail.payAsYouGo.amount'), align: 'right', render: (_, row) => paid(t, row) },
  ];
  const refunds: TableProps<Refund>['columns'] = [
    { key: 'at', title: t('detail.refunds.at'), render: (_, row) => formatDateTime(row.At) },
    { key: 'amount', title: t('detail.refunds.amount'), align: 'right', render: (_, row) => paid(t, row) },
    { key: 'note', title: t('detail.refunds.note'), dataIndex: 'Note' },
  ];
  const sums = [
    [t('detail.total'), formatMoney(info.Total)],
    [t('detail.paid'), formatMoney(info.Paid)],
    [t('detail.refunded'), formatMoney(info.Refunded)],
    [t('detail.vouchers'), formatMoney(info.Vouchers)],
    [t('detail.balance'), formatMoney(info.Balance)],
  ] as const;

  const section = <Row extends object>(
    title: string,
    rows: readonly Row[],
    columns: TableProps<Row>['columns'],
    rowKey: (row: Row) => string,
    empty: string,
  ) => (
    <>
      <h3 className={styles.section}>{title}</h3>
      {rows.length === 0 ? (
        <p className={styles.pockets}>{empty}</p>
      ) : (
        <Table<Row>
          aria-label={title}
          size="small"
          rowKey={rowKey}
          columns={columns}
          dataSource={[...rows]}
          pagination={false}
          scroll={{ x: true }}
        />
      )}
    </>
  );

  return (
    <>
      <dl className={styles.totals} aria-label={t('detail.summaryLabel')}>
        {sums.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {section(
        t('detail.periods.title'),
        info.Periods,
        periods,
        (row) => row.OrderNo,
        t('detail.periods.empty'),
      )}
      {section(
        t('detail.payAsYouGo.title'),
        info.PayAsYouGo,
        days,
        (row) => row.Day,
        t('detail.payAsYouGo.empty'),
      )}
      <p className={styles.pockets}>{t('detail.payAsYouGo.rule')}</p>
      {section(
        t('detail.refunds.title'),
        info.Refunds,
        refunds,
        (row) => `${row.At} ${row.Note}`,
        t('detail.refunds.empty'),
      )}
    </>
  );
}
