import type { PartnerInfo } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { percentOfBp } from '../percent';
import styles from './SalesPartner.module.css';

/** What the programme pays and asks, from the server's own terms (never written into the page). */
export function PartnerTerms({ terms }: { terms: PartnerInfo['terms'] }) {
  const { t } = useTranslation('partners');
  const rates = terms.level_rates_bp
    .map((bp, index) => t('terms.levelRate', { level: index + 1, rate: percentOfBp(bp) }))
    .join(t('terms.separator'));
  return (
    <ul className={styles.terms}>
      <li>{t('terms.commission', { rates })}</li>
      <li>{t('terms.bind', { months: terms.bind_months })}</li>
      <li>{t('terms.settlement', { days: terms.refund_window_days })}</li>
      <li>
        {t('terms.withdrawals', { min: formatMoney(terms.withdrawal_min), max: terms.withdrawals_per_month })}
      </li>
    </ul>
  );
}
