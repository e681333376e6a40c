import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { RefundQuoteLines } from '../../../shared/ui/QuoteLines';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall, useQuote } from '../hooks';
import type { DialogProps } from './types';

/** Stop a prepaid instance now and get the unused whole hours back; the refund is shown first. */
export function StopRefundDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const body = { instance_id: row.InstanceId };
  const quote = useQuote(endpoints.stopWithRefundQuote, body);
  const stop = useInstanceCall(endpoints.stopWithRefund, { money: true });

  return (
    <Modal
      open
      title={t('stopWithRefund.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('common.cancel')}
      okText={
        quote.data
          ? t('stopWithRefund.confirm', { amount: formatMoney(quote.data.Refund) })
          : t('actions.stopWithRefund')
      }
      okButtonProps={{ danger: true, disabled: !quote.data, loading: stop.isPending }}
      onOk={() =>
        stop.mutate(body, {
          onSuccess: (result) => {
            toast.success(t('stopWithRefund.done', { amount: formatMoney(result.Refund) }));
            onClose();
          },
        })
      }
    >
      <p>{t('stopWithRefund.body')}</p>
      {quote.data ? (
        <RefundQuoteLines quote={quote.data} label={t('quote.refundBreakdown')} />
      ) : (
        quote.isPending && <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
