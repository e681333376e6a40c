import type { RentalQuote } from '@gpucloud/domain';
import { fenToYuan } from '@gpucloud/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format';
import { breakdownRows } from '../../order/breakdown';
import styles from './OrderPage.module.css';

/** Money in fen as people read it ("¥1,234.50"), through the app's one formatter. */
export function formatFenMoney(fen: number): string {
  return formatMoney(fenToYuan(fen));
}

/** A quote's rows as a description list; the total in the price red of SPEC §9. */
export function BreakdownList({ quote, label }: { quote: RentalQuote; label: string }) {
  const { t } = useTranslation('storeOrder');
  return (
    <dl className={styles.breakdown} aria-label={label}>
      {breakdownRows(quote).map((row) => (
        <div
          key={row.key}
          className={
            row.key === 'total'
              ? styles.totalRow
              : row.key === 'short'
                ? styles.shortRow
                : styles.breakdownRow
          }
        >
          <dt>{t(`order.breakdown.rows.${row.key}`)}</dt>
          <dd className={row.key === 'total' || row.key === 'short' ? 'price' : undefined}>
            {row.minus ? `−${formatFenMoney(row.fen)}` : formatFenMoney(row.fen)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
