import { type RefundableTopUp, refundTopUpRequest, type TopUpRefund } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { type RefundInput, useRefundTopUp } from './hooks';
import { usePayTypeName } from './payTypes';
import { prefilledRefundAmount } from './refundForm';
import './i18n';

type Values = Pick<RefundInput, 'amount' | 'reason'>;
const FIELDS = ['amount', 'reason'] as const;

/**
 * Finance: refund (part of) one paid top-up to its payer. The amount starts at what may be refunded
 * now; the request id is made once per dialog, so sending again after a lost answer refunds once.
 */
export function RefundDialog({
  topUp,
  balance,
  onClose,
}: {
  topUp: RefundableTopUp;
  /** The account's balance now, in yuan. */
  balance: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsRefunds');
  const payTypeName = usePayTypeName();
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(refundTopUpRequest.shape, FIELDS, t, 'dialog');
  const [requestId] = useState(() => crypto.randomUUID());
  const refund = useRefundTopUp();

  const outcome = (answer: TopUpRefund) => {
    const amount = formatMoney(answer.Amount);
    if (answer.Status === 'failed') return t('dialog.failed', { amount, reason: answer.FailureReason });
    return t(answer.Status === 'succeeded' ? 'dialog.succeeded' : 'dialog.processing', { amount });
  };

  return (
    <FormDialog<Values>
      formId="ops-refund-top-up"
      form={form}
      title={t('dialog.title', { order: topUp.OutTradeNo })}
      okText={t('dialog.submit')}
      cancelText={t('cancel')}
      danger
      pending={refund.isPending}
      onClose={onClose}
      intro={
        <p>
          {t('dialog.intro', {
            paid: formatMoney(topUp.Amount),
            payType: payTypeName(topUp.PayType),
            refundable: formatMoney(topUp.Refundable),
            balance: formatMoney(balance),
          })}
        </p>
      }
      initialValues={{ amount: prefilledRefundAmount(topUp, balance) }}
      onFinish={(values) =>
        refund.mutate({ ...values, request_id: requestId, out_trade_no: topUp.OutTradeNo }, done(outcome))
      }
    >
      <Form.Item name="amount" label={t('dialog.amount')} rules={rules('amount')} validateFirst>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="reason" label={t('dialog.reason')} rules={rules('reason')} validateFirst>
        <Input.TextArea rows={2} maxLength={80} showCount />
      </Form.Item>
    </FormDialog>
  );
}
