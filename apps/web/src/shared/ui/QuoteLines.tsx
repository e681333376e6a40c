import type { RefundQuote, RentalQuote } from '@gpucloud/contracts';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format';
import styles from './QuoteLines.module.css';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.line} ${styles.strong}` : styles.line}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A price breakdown as the order will charge it; zero discounts and pockets are left out. */
export function RentalQuoteLines({ quote, label }: { quote: RentalQuote; label: string }) {
  const { t } = useTranslation('instances');
  // U+2212, the minus sign the order form's breakdown uses too.
  const discount = (amount: number) => `\u2212${formatMoney(amount)}`;
  return (
    <>
      <dl className={styles.list} aria-label={label}>
        <Line label={t('quote.listPrice')}>{formatMoney(quote.ListPrice)}</Line>
        {quote.PeriodDiscount > 0 && (
          <Line label={t('quote.periodDiscount')}>{discount(quote.PeriodDiscount)}</Line>
        )}
        {quote.VipDiscount > 0 && <Line label={t('quote.vipDiscount')}>{discount(quote.VipDiscount)}</Line>}
        {quote.CouponDiscount > 0 && (
          <Line label={t('quote.couponDiscount')}>{discount(quote.CouponDiscount)}</Line>
        )}
        <Line label={t('quote.total')} strong>
          {formatMoney(quote.Total)}
        </Line>
        {quote.FromVouchers > 0 && (
          <Line label={t('quote.fromVouchers')}>{formatMoney(quote.FromVouchers)}</Line>
        )}
        {quote.FromBalance > 0 && (
          <Line label={t('quote.fromBalance')}>{formatMoney(quote.FromBalance)}</Line>
        )}
        {quote.FromCredit > 0 && <Line label={t('quote.fromCredit')}>{formatMoney(quote.FromCredit)}</Line>}
      </dl>
      {!quote.Payable && (
        <Alert type="warning" showIcon title={t('quote.short', { amount: formatMoney(quote.Short) })} />
      )}
    </>
  );
}

/** What a stop with refund (or leaving a prepaid period) gives back, and to which pocket. */
export function RefundQuoteLines({ quote, label }: { quote: RefundQuote; label: string }) {
  const { t } = useTranslation('instances');
  return (
    <dl className={styles.list} aria-label={label}>
      <Line label={t('quote.refundHours')}>{quote.RefundHours}</Line>
      <Line label={t('quote.refund')} strong>
        {formatMoney(quote.Refund)}
      </Line>
      {quote.ToVouchers > 0 && <Line label={t('quote.toVouchers')}>{formatMoney(quote.ToVouchers)}</Line>}
      {quote.ToBalance > 0 && <Line label={t('quote.toBalance')}>{formatMoney(quote.ToBalance)}</Line>}
    </dl>
  );
}

export { Line as QuoteLine };
