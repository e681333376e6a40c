import { fenToYuan } from '@gpucloud/domain';
import { BarChart } from '../../../shared/charts/BarChart';
import { costPeak, dailyCost } from '../../../shared/dates/chinaDays';
import { formatMoney } from '../../../shared/format';
import { useBillingTexts } from '../i18n';

/** What was spent per China day of the range (prepaid periods and pay-as-you-go hours), as bars. */
export function CostChart({
  days,
  range,
}: {
  days: readonly { Day: string; Spent: number; Refunded: number }[];
  range: { from: string; to: string };
}) {
  const { t } = useBillingTexts();
  const perDay = dailyCost(days, range);
  const { totalFen, peak } = costPeak(perDay);
  const money = (fen: number) => formatMoney(fenToYuan(fen));
  const label = peak
    ? t('costs.chart.summary', {
        total: money(totalFen),
        count: perDay.length,
        day: peak.day,
        peak: money(peak.spentFen),
      })
    : t('costs.chart.summaryNone', { count: perDay.length });
  return (
    <BarChart
      bars={perDay.map((day) => ({ key: day.day, tick: day.day.slice(5), name: day.day, fen: day.spentFen }))}
      label={label}
      table={{
        caption: t('costs.chart.caption'),
        nameHeader: t('costs.chart.day'),
        valueHeader: t('costs.chart.spent'),
      }}
    />
  );
}
