import { Alert, Button, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../shared/charts/BarChart';
import { useEarningsByMonth } from '../hooks';
import { formatFenMoney as money } from '../money';
import { type MonthEarnings, monthSeries, monthTotals } from '../monthSeries';
import { PartnerCard } from './PartnerCard';
import styles from './SalesPartner.module.css';

const MONTHS = 12;

/** Commission per China month of the last year as bars, with its totals and a table of the months. */
export function MonthlyEarnings() {
  const { t } = useTranslation('partners');
  const byMonth = useEarningsByMonth(MONTHS);
  const [showTable, setShowTable] = useState(false);

  if (byMonth.isPending)
    return (
      <PartnerCard title={t('months.title')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </PartnerCard>
    );
  if (byMonth.isError)
    return (
      <PartnerCard title={t('months.title')}>
        <Alert type="warning" showIcon title={t('months.loadFailed')} description={byMonth.error.message} />
      </PartnerCard>
    );

  const months = monthSeries(byMonth.data, MONTHS);
  const totals = monthTotals(months);
  const peak = months.reduce<MonthEarnings | null>(
    (best, row) => (row.commissionFen > 0 && (!best || row.commissionFen > best.commissionFen) ? row : best),
    null,
  );
  const label = peak
    ? t('months.summary', {
        months: MONTHS,
        total: money(totals.commissionFen),
        month: peak.month,
        peak: money(peak.commissionFen),
      })
    : t('months.summaryNone', { months: MONTHS });

  return (
    <PartnerCard title={t('months.title')}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('months.commission')}</dt>
          <dd>{money(totals.commissionFen)}</dd>
        </div>
        <div>
          <dt>{t('months.spend')}</dt>
          <dd>{money(totals.spendFen)}</dd>
        </div>
        <div>
          <dt>{t('months.machine')}</dt>
          <dd>{money(totals.machineFen)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('months.totalsNote', { months: MONTHS })}</p>
      <BarChart
        bars={months.map((row) => ({
          key: row.month,
          tick: row.month,
          name: row.month,
          fen: row.commissionFen,
        }))}
        label={label}
      />
      <Button type="link" aria-expanded={showTable} onClick={() => setShowTable((shown) => !shown)}>
        {t(showTable ? 'months.hideTable' : 'months.showTable')}
      </Button>
      {showTable && (
        <Table<MonthEarnings>
          rowKey="month"
          size="small"
          pagination={false}
          dataSource={[...months].reverse()}
          columns={[
            { key: 'month', title: t('months.month'), dataIndex: 'month' },
            {
              key: 'spend',
              title: t('months.spend'),
              align: 'right',
              render: (_, row) => money(row.spendFen),
            },
            {
              key: 'commission',
              title: t('months.commission'),
              align: 'right',
              render: (_, row) => money(row.commissionFen),
            },
            {
              key: 'machine',
              title: t('months.machine'),
              align: 'right',
              render: (_, row) => money(row.machineFen),
            },
          ]}
        />
      )}
    </PartnerCard>
  );
}
