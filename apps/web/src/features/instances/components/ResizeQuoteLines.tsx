import { fenToYuan, yuanToFen } from '@gpucloud/domain';
import { Alert } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { QuoteLine } from '../../../shared/ui/QuoteLines';
import styles from '../../../shared/ui/QuoteLines.module.css';
import { type ResizeQuote, resizeOutcome } from '../resize';

/**
 * What a resize costs as the server prices it: the hourly price before and after and, for prepaid
 * time, the whole hours left re-priced with the charge (and where it is paid from) or the refund
 * (and where it goes back to).
 */
export function ResizeQuoteLines({
  quote,
  label,
  stale = false,
}: {
  quote: ResizeQuote;
  label: string;
  /** The quote of an earlier value, shown dimmed while the new one is asked. */
  stale?: boolean;
}) {
  const { t } = useTranslation('instances');
  const prepaid = quote.BillingMode !== 'post_paid';
  const perHour = (amount: number) => t('resize.perHour', { amount: formatMoney(amount) });
  const toBalance = fenToYuan(yuanToFen(quote.Refund) - yuanToFen(quote.RefundToVouchers));
  return (
    <div aria-busy={stale} className={stale ? styles.stale : undefined}>
      <dl className={styles.list} aria-label={label}>
        <QuoteLine label={t('resize.hourlyBefore')}>{perHour(quote.HourlyBefore)}</QuoteLine>
        <QuoteLine label={t('resize.hourlyAfter')} strong={!prepaid}>
          {perHour(quote.HourlyAfter)}
        </QuoteLine>
        {prepaid && <QuoteLine label={t('resize.hours')}>{quote.Hours}</QuoteLine>}
        {prepaid && quote.Refund > 0 ? (
          <QuoteLine label={t('quote.refund')} strong>
            {formatMoney(quote.Refund)}
          </QuoteLine>
        ) : (
          prepaid && (
            <QuoteLine label={t('resize.payNow')} strong>
              {formatMoney(quote.Charge)}
            </QuoteLine>
          )
        )}
        {quote.FromVouchers > 0 && (
          <QuoteLine label={t('quote.fromVouchers')}>{formatMoney(quote.FromVouchers)}</QuoteLine>
        )}
        {quote.FromBalance > 0 && (
          <QuoteLine label={t('quote.fromBalance')}>{formatMoney(quote.FromBalance)}</QuoteLine>
        )}
        {quote.FromCredit > 0 && (
          <QuoteLine label={t('quote.fromCredit')}>{formatMoney(quote.FromCredit)}</QuoteLine>
        )}
        {quote.RefundToVouchers > 0 && (
          <QuoteLine label={t('quote.toVouchers')}>{formatMoney(quote.RefundToVouchers)}</QuoteLine>
        )}
        {toBalance > 0 && <QuoteLine label={t('quote.toBalance')}>{formatMoney(toBalance)}</QuoteLine>}
      </dl>
      <p className={styles.note}>{prepaid ? t('resize.prepaidNote') : t('resize.postPaidNote')}</p>
      {!quote.Payable && (
        <Alert type="warning" showIcon title={t('quote.short', { amount: formatMoney(quote.Short) })} />
      )}
    </div>
  );
}

/** The confirming button of a resize: "Pay ¥x", "Confirm, refund ¥x", or "Confirm" for no money now. */
export function resizeOkText(t: TFunction<'instances'>, quote: ResizeQuote | null): string {
  if (!quote) return t('resize.confirm');
  const outcome = resizeOutcome(quote);
  if (outcome.kind === 'confirm') return t('resize.confirm');
  return t(outcome.kind === 'pay' ? 'resize.pay' : 'resize.refund', { amount: formatMoney(outcome.amount) });
}
