import { adjustMoneyRequest, type OpsUserProfile } from '@gpucloud/contracts';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { pocketRefusalOnAmount } from './adjustErrors';
import { type AdjustInput, useAdjustMoney, useApprovalThreshold } from './hooks';
import './i18n';

type Values = Omit<AdjustInput, 'request_id' | 'user_id'>;
const FIELDS = ['direction', 'pocket', 'amount', 'reason', 'reference'] as const;

/** A refusal naming the pocket belongs on the amount; other reasons go through the usual mapping. */
const onAmount = (error: { status: number; reason: string }) => {
  const found = pocketRefusalOnAmount(error);
  return found ? [found] : null;
};

/**
 * Finance: credit or debit an account's balance or vouchers. The request id is made once per
 * dialog, so sending the form again after a lost answer cannot move the money twice.
 */
export function AdjustDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsAdjustments');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose, onAmount);
  const rules = useSchemaRules(adjustMoneyRequest.shape, FIELDS, t, 'adjust');
  const [requestId] = useState(() => crypto.randomUUID());
  const adjust = useAdjustMoney();
  const threshold = useApprovalThreshold();

  const submit = (values: Values) =>
    adjust.mutate(
      { ...values, request_id: requestId, user_id: profile.Id },
      done((answer) => {
        const amount = formatMoney(answer.Amount);
        if (answer.Status === 'pending') return t('adjust.pending', { amount });
        return t('adjust.applied', {
          amount,
          pocket: t(`adjust.${answer.Pocket}`),
          after: formatMoney(answer.BalanceAfter ?? 0),
        });
      }),
    );

  return (
    <FormDialog<Values>
      formId="ops-adjust-money"
      form={form}
      title={t('adjust.title', { phone: profile.Phone })}
      okText={t('adjust.submit')}
      cancelText={t('cancel')}
      pending={adjust.isPending}
      onClose={onClose}
      intro={
        threshold.data !== undefined && <p>{t('adjust.hint', { threshold: formatMoney(threshold.data) })}</p>
      }
      initialValues={{ direction: 'credit', pocket: 'balance' }}
      onFinish={submit}
    >
      <Form.Item name="direction" label={t('adjust.direction')} rules={rules('direction')}>
        <Radio.Group
          options={[
            { value: 'credit', label: t('adjust.credit') },
            { value: 'debit', label: t('adjust.debit') },
          ]}
        />
      </Form.Item>
      <Form.Item name="pocket" label={t('adjust.pocket')} rules={rules('pocket')}>
        <Radio.Group
          options={[
            { value: 'balance', label: t('adjust.balance') },
            { value: 'vouchers', label: t('adjust.vouchers') },
          ]}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('adjust.amount')} rules={rules('amount')} validateFirst>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="reason" label={t('adjust.reason')} rules={rules('reason')} validateFirst>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="reference" label={t('adjust.reference')} rules={rules('reference')} validateFirst>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}
