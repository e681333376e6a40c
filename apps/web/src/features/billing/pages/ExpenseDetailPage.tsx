import type { BalanceChange, LedgerKind } from '@gpucloud/contracts';
import { LEDGER_KINDS } from '@gpucloud/contracts';
import { Alert, Button, Card, Skeleton, Table, type TableProps, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { dailySpend } from '../../../shared/charts/dailySpend';
import { dayRangeToEpoch, lastDays, parseDay } from '../../../shared/dates/dayRange';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { DayRangeFields } from '../../../shared/forms/DayRangeFields';
import styles from '../../../shared/forms/Filters.module.css';
import { SelectField } from '../../../shared/forms/SelectField';
import { oneOf, useSearchState } from '../../../shared/hooks/useSearchState';
import { MainAccountGate } from '../../../shared/ui/MainAccountGate';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { DailySpendChart } from '../components/DailySpendChart';
import { InstanceCosts } from '../components/InstanceCosts';
import { useBalanceChanges, useSpendMovements } from '../hooks';
import { useBillingTexts } from '../i18n';

const PAGE_SIZE = 20;
const POCKETS = ['balance', 'vouchers'] as const;
/** The chart needs a range; without one chosen it shows the last 30 days. */
const DEFAULT_DAYS = 30;

const VIEWS = ['ledger', 'instances'] as const;

/**
 * /console/finance/expenseDetail: two views. Balance changes: every money movement, filtered and
 * paged, and a chart of daily spend (the main account's wallet). By instance: what each instance
 * cost per day, for a main account and, of their own instances, for a sub-account.
 */
export function ExpenseDetailPage() {
  const { t } = useTranslation();
  const { t: bt } = useBillingTexts();
  const [params, update] = useSearchState();
  const view = oneOf(params.get('view'), VIEWS) ?? 'ledger';
  return (
    <>
      <PageTitle title={t('shell.pages.expenseDetail')}>{t('finance.ledger.intro')}</PageTitle>
      <Tabs
        activeKey={view}
        destroyOnHidden
        // The day range carries over; each view's own filters and page do not.
        onChange={(next) =>
          update({
            view: next === 'ledger' ? null : next,
            page: null,
            kind: null,
            pocket: null,
            machines: null,
            gpu: null,
            instance: null,
          })
        }
        items={[
          {
            key: 'ledger',
            label: bt('tabs.ledger'),
            children: <MainAccountGate>{() => <BalanceChanges />}</MainAccountGate>,
          },
          { key: 'instances', label: bt('tabs.instances'), children: <InstanceCosts /> },
        ]}
      />
    </>
  );
}

function BalanceChanges() {
  const { t } = useTranslation();
  const [params, update] = useSearchState();
  const kind = oneOf(params.get('kind'), LEDGER_KINDS);
  const pocket = oneOf(params.get('pocket'), POCKETS);
  const fallback = lastDays(DEFAULT_DAYS);
  const dayParam = (key: 'from' | 'to') => {
    const value = params.get(key);
    return value && parseDay(value) ? value : fallback[key];
  };
  const from = dayParam('from');
  const to = dayParam('to');
  const fromDay = parseDay(from) ?? new Date();
  const toDay = parseDay(to) ?? new Date();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const range = dayRangeToEpoch(fromDay, toDay);
  const changes = useBalanceChanges({ page, page_size: PAGE_SIZE, kind, pocket, ...range });
  const spend = useSpendMovements(range);

  const columns: TableProps<BalanceChange>['columns'] = [
    {
      key: 'time',
      title: t('finance.ledger.columns.time'),
      dataIndex: 'CreateAt',
      width: 150,
      render: (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>,
    },
    {
      key: 'kind',
      title: t('finance.ledger.columns.kind'),
      dataIndex: 'Kind',
      render: (value: LedgerKind) => t(`finance.ledger.kinds.${value}`),
    },
    {
      key: 'pocket',
      title: t('finance.ledger.columns.pocket'),
      dataIndex: 'Pocket',
      render: (value: BalanceChange['Pocket']) => t(`finance.ledger.pockets.${value}`),
    },
    {
      key: 'amount',
      title: t('finance.ledger.columns.amount'),
      dataIndex: 'Amount',
      align: 'right',
      render: (amount: number) => (
        <span
          style={{ color: amount < 0 ? 'var(--price-text)' : '#237a3f', fontVariantNumeric: 'tabular-nums' }}
        >
          {amount > 0 ? '+' : ''}
          {formatMoney(amount)}
        </span>
      ),
    },
    {
      key: 'after',
      title: t('finance.ledger.columns.balanceAfter'),
      dataIndex: 'BalanceAfter',
      align: 'right',
      render: (value: number) => formatMoney(value),
    },
    {
      key: 'note',
      title: t('finance.ledger.columns.note'),
      render: (_: unknown, row) => (
        <>
          {row.Note || '—'}
          {row.SubAccountName && (
            <div className={styles.subNote}>
              {t('finance.ledger.bySubAccount', { name: row.SubAccountName })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'ref',
      title: t('finance.ledger.columns.reference'),
      render: (_: unknown, row) =>
        !row.RefId ? (
          '—'
        ) : row.RefType === 'coupon' ? (
          t('finance.ledger.couponRef', { id: row.RefId })
        ) : (
          <code>{row.RefId}</code>
        ),
    },
  ];

  return (
    <>
      <section className={styles.bar} aria-label={t('finance.filters.label')}>
        <SelectField
          label={t('finance.ledger.filters.kind')}
          value={kind ?? ''}
          options={[
            { value: '', label: t('finance.filters.all') },
            ...LEDGER_KINDS.map((value) => ({ value, label: t(`finance.ledger.kinds.${value}`) })),
          ]}
          onChange={(value) => update({ kind: value, page: null })}
        />
        <SelectField
          label={t('finance.ledger.filters.pocket')}
          value={pocket ?? ''}
          options={[
            { value: '', label: t('finance.filters.all') },
            ...POCKETS.map((value) => ({ value, label: t(`finance.ledger.pockets.${value}`) })),
          ]}
          onChange={(value) => update({ pocket: value, page: null })}
        />
        <DayRangeFields from={from} to={to} onChange={(next) => update({ ...next, page: null })} />
        <div className={styles.actions}>
          <Button onClick={() => update({ kind: null, pocket: null, from: null, to: null, page: null })}>
            {t('finance.filters.reset')}
          </Button>
        </div>
      </section>
      <Card
        size="small"
        className={styles.chartCard}
        title={<h2 className={styles.cardTitle}>{t('finance.chart.title')}</h2>}
      >
        {spend.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : spend.isError ? (
          <Alert type="warning" showIcon title={t('finance.chart.loadFailed')} />
        ) : (
          <>
            <DailySpendChart days={dailySpend(spend.data.rows, { from: fromDay, to: toDay })} />
            {!spend.data.complete && <p className={styles.subNote}>{t('finance.chart.partial')}</p>}
          </>
        )}
      </Card>
      {changes.isError ? (
        <Alert type="warning" showIcon title={t('finance.ledger.loadFailed')} />
      ) : (
        <Table<BalanceChange>
          rowKey="Id"
          columns={columns}
          dataSource={changes.data?.data ?? []}
          loading={changes.isPending}
          aria-busy={changes.isFetching}
          scroll={{ x: 960 }}
          locale={{ emptyText: t('finance.ledger.empty') }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: changes.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('finance.ledger.total', { count: total }),
            onChange: (next) => update({ page: next }),
          }}
        />
      )}
    </>
  );
}
