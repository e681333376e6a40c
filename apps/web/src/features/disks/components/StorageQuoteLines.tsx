import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { QuoteLine } from '../../../shared/ui/QuoteLines';
import quoteStyles from '../../../shared/ui/QuoteLines.module.css';
import type { StorageQuote } from '../hooks';

/**
 * The server's quote of a storage change: what is charged now (the amount the Pay button names)
 * and the daily price the tick charges from tomorrow.
 */
export function StorageQuoteLines({
  quote,
  pending,
  error,
}: {
  quote: StorageQuote | undefined;
  pending: boolean;
  error: Error | null;
}) {
  const { t } = useTranslation('disks');
  if (error) return <Alert type="warning" showIcon title={error.message} />;
  if (!quote) return pending ? <Spin size="small" aria-label={t('quote.loading')} /> : null;
  return (
    <dl className={quoteStyles.list} aria-label={t('quote.label')}>
      <QuoteLine label={t('quote.daily')}>{formatMoney(quote.DailyPrice)}</QuoteLine>
      <QuoteLine label={t('quote.now')} strong>
        {formatMoney(quote.PayNow)}
      </QuoteLine>
    </dl>
  );
}
