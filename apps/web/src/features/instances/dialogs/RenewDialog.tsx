import { Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { QuoteLine, RentalQuoteLines } from '../../../shared/ui/QuoteLines';
import quoteStyles from '../../../shared/ui/QuoteLines.module.css';
import { useToast } from '../../../shared/ui/toast';
import { PeriodFields, type PrepaidMode } from '../components/PeriodFields';
import { payableQuote, useInstanceCall, useQuote } from '../hooks';
import { renewRoutes } from '../rules';
import type { DialogProps } from './types';

/** Renew a prepaid instance: choose the period, read the quote and the new expiry, then pay. */
export function RenewDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const startMode: PrepaidMode = row.BillingMode === 'post_paid' ? 'hourly' : row.BillingMode;
  const [period, setPeriod] = useState<{ mode: PrepaidMode; count: number }>({ mode: startMode, count: 1 });
  const calls = renewRoutes(row.Kind);
  const body = { instance_id: row.InstanceId, ...period };
  const quote = useQuote(calls.quote, body);
  const renew = useInstanceCall(calls.renew, { money: true });

  return (
    <Modal
      open
      title={t('renew.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={quote.data ? t('renew.pay', { amount: formatMoney(quote.data.Total) }) : t('actions.renew')}
      okButtonProps={{ disabled: !payableQuote(quote), loading: renew.isPending }}
      onOk={() =>
        renew.mutate(body, {
          onSuccess: (result) => {
            toast.success(t('renew.done', { time: formatDateTime(result.ExpiresAt) }));
            onClose();
          },
        })
      }
    >
      <PeriodFields
        mode={period.mode}
        count={period.count}
        modeLabel={t('renew.mode')}
        countLabel={t('renew.count')}
        onChange={(mode, count) => setPeriod({ mode, count })}
      />
      {quote.data ? (
        <>
          <dl className={quoteStyles.list}>
            {row.ExpiresAt && (
              <QuoteLine label={t('renew.currentExpiry')}>{formatDateTime(row.ExpiresAt)}</QuoteLine>
            )}
            <QuoteLine label={t('renew.newExpiry')} strong>
              {formatDateTime(quote.data.NewExpiresAt)}
            </QuoteLine>
          </dl>
          <RentalQuoteLines quote={quote.data} label={t('quote.breakdown')} />
        </>
      ) : (
        quote.isPending && <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
