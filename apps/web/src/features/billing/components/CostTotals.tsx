import type { CallData } from '../../../api/call';
import { formatMoney } from '../../../shared/format';
import type { COST_ROUTES } from '../hooks';
import { useBillingTexts } from '../i18n';
import styles from './CostReports.module.css';

type Totals = CallData<typeof COST_ROUTES.instances.list>['totals'];

/** The whole filtered list summed (every page), as a list of terms. */
export function CostTotals({ totals }: { totals: Totals }) {
  const { t } = useBillingTexts();
  const terms = [
    [t('costs.totals.total'), formatMoney(totals.Total)],
    [t('costs.totals.prepaid'), formatMoney(totals.Prepaid)],
    [
      t('costs.totals.payAsYouGo'),
      `${formatMoney(totals.PayAsYouGo)} (${t('costs.hours', { count: totals.Hours })})`,
    ],
    [t('costs.totals.refunded'), formatMoney(totals.Refunded)],
    [t('costs.totals.vouchers'), formatMoney(totals.Vouchers)],
    [t('costs.totals.balance'), formatMoney(totals.Balance)],
  ] as const;
  return (
    <dl className={styles.totals} aria-label={t('costs.totals.label')}>
      {terms.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
