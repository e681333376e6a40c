import type { HostOffer } from '@gpucloud/contracts';
import type { RentalQuote } from '@gpucloud/domain';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../shared/format';
import { BreakdownList } from './BreakdownList';
import styles from './OrderPage.module.css';

/** The live price of the form and the order button (or the way to log in). */
export function PriceCard({
  host,
  gpuCount,
  quote,
  postPaid,
  loggedIn,
  checking,
  note,
  onRent,
}: {
  host: HostOffer;
  gpuCount: number | undefined;
  quote: RentalQuote | null;
  postPaid: boolean;
  loggedIn: boolean;
  checking: boolean;
  /** A line under the breakdown (a sub-account's limit). */
  note?: string;
  onRent: () => void;
}) {
  const { t } = useTranslation('storeOrder');
  const short = quote?.payment && !quote.payment.ok;
  return (
    <section className={`${styles.card} ${styles.priceCard}`} aria-labelledby="order-price-title">
      <h2 id="order-price-title" className={styles.cardTitle}>
        {t('order.breakdown.title')}
      </h2>
      {quote ? (
        <>
          <p className={styles.muted}>
            {t('order.breakdown.listDetail', {
              price: formatPrice(host.PricePerGpuHour),
              gpus: gpuCount ?? 0,
              hours: quote.hours,
            })}
          </p>
          <BreakdownList quote={quote} label={t('order.breakdown.title')} />
        </>
      ) : (
        <p className={styles.muted}>{t('order.breakdown.incomplete')}</p>
      )}
      {postPaid && <p className={styles.note}>{t('order.breakdown.postPaidNote')}</p>}
      {!loggedIn && <p className={styles.note}>{t('order.breakdown.loggedOutNote')}</p>}
      {note && <p className={styles.note}>{note}</p>}
      {short && (
        <Alert type="warning" showIcon title={t('order.breakdown.notPayable')} className={styles.alert} />
      )}
      <Button type="primary" size="large" block loading={checking} onClick={onRent}>
        {loggedIn ? t('order.breakdown.rent') : t('order.breakdown.loginToRent')}
      </Button>
    </section>
  );
}
