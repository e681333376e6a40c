import { addFen } from '@gpucloud/domain';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../shared/charts/BarChart';
import { chinaDayRangeToEpoch, lastChinaDays } from '../../../shared/dates/chinaDays';
import { parseDay } from '../../../shared/dates/dayRange';
import { formatMoney } from '../../../shared/format';
import { DayRangeFields } from '../../../shared/forms/DayRangeFields';
import { SelectField } from '../../../shared/forms/SelectField';
import { useSearchState } from '../../../shared/hooks/useSearchState';
import { useMachineIncome } from '../hooks';
import { bestDay, dailyIncome } from '../incomeSeries';
import { formatFenMoney as money } from '../money';
import { IncomeDaysTable } from './IncomeDaysTable';
import { IncomeEmpty } from './IncomeEmpty';
import { MachinesTable } from './MachinesTable';
import { PartnerCard } from './PartnerCard';
import styles from './SalesPartner.module.css';

/** Without a range chosen the page shows the last 30 China days, as the server does. */
const DEFAULT_DAYS = 30;

/**
 * The income of a partner's machines per China day: the machines, the totals of the range, a
 * chart of the days and the table of each machine's days. Days, machine and page live in the URL.
 */
export function MachineIncome() {
  const { t } = useTranslation('partners');
  const [params, update] = useSearchState();
  const fallback = lastChinaDays(DEFAULT_DAYS);
  const dayParam = (key: 'from' | 'to') => {
    const value = params.get(key);
    return value && parseDay(value) ? value : fallback[key];
  };
  const from = dayParam('from');
  const to = dayParam('to');
  const hostId = Number(params.get('machine')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const income = useMachineIncome({ ...chinaDayRangeToEpoch(from, to), host_id: hostId });

  if (income.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (income.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('income.loadFailed')}
        description={income.error.message}
        action={<Button onClick={() => void income.refetch()}>{t('retry')}</Button>}
      />
    );

  const data = income.data;
  if (data.machines.length === 0 && data.list.length === 0) return <IncomeEmpty partner />;

  const days = dailyIncome(data.list, { from, to });
  const best = bestDay(days);
  const totalFen = addFen(0, ...days.map((day) => day.incomeFen));
  const gpuHours = data.list.reduce((sum, row) => sum + row.gpu_hours, 0);
  const chartLabel = best
    ? t('income.chart.summary', {
        days: days.length,
        total: money(totalFen),
        day: best.day,
        peak: money(best.incomeFen),
      })
    : t('income.chart.summaryNone', { days: days.length });

  return (
    <>
      <PartnerCard title={t('income.machines.title')}>
        <MachinesTable machines={data.machines} />
      </PartnerCard>
      <section className={styles.toolbar} aria-label={t('income.filtersLabel')}>
        <DayRangeFields from={from} to={to} onChange={(next) => update({ ...next, page: null })} />
        <SelectField<string>
          label={t('income.machineFilter')}
          value={hostId ? String(hostId) : ''}
          options={[
            { value: '', label: t('income.allMachines') },
            ...data.machines.map((machine) => ({ value: String(machine.host_id), label: machine.host_name })),
          ]}
          onChange={(value) => update({ machine: value, page: null })}
        />
        <div className={styles.toolbarEnd}>
          <Button onClick={() => update({ from: null, to: null, machine: null, page: null })}>
            {t('income.reset')}
          </Button>
        </div>
      </section>
      <PartnerCard title={t('income.chart.title')}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('income.totals.income')}</dt>
            <dd>{formatMoney(data.income)}</dd>
          </div>
          <div>
            <dt>{t('income.totals.billed')}</dt>
            <dd>{formatMoney(data.billed)}</dd>
          </div>
          <div>
            <dt>{t('income.totals.gpuHours')}</dt>
            <dd>{gpuHours}</dd>
          </div>
        </dl>
        <BarChart
          bars={days.map((day) => ({
            key: day.day,
            tick: day.day.slice(5),
            name: day.day,
            fen: day.incomeFen,
          }))}
          label={chartLabel}
          table={{
            caption: t('income.chart.title'),
            nameHeader: t('income.days.day'),
            valueHeader: t('income.days.income'),
          }}
        />
      </PartnerCard>
      <PartnerCard title={t('income.days.title')}>
        <IncomeDaysTable rows={data.list} page={page} onPage={(next) => update({ page: next })} />
      </PartnerCard>
    </>
  );
}
