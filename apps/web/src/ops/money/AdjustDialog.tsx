import { adjustMoneyRequest, type OpsUserProfile } from '@gpucloud/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { formatMoney } from '../../shared/format';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { pocketRefusalOnAmount } from './adjustErrors';
import { type AdjustInput, useAdjustMoney, useApprovalThreshold } from './hooks';
import './i18n';

type Values = Omit<AdjustInput, 'request_id' | 'user_id'>;
const FIELDS = ['direction', 'pocket', 'amount', 'reason', 'reference'] as const;
const FORM_ID = 'ops-adjust-money';

/**
 * Finance: credit or debit an account's balance or vouchers. The request id is made once per
 * dialog, so sending the form again after a lost answer cannot move the money twice.
 */
export function AdjustDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsMoney');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const [requestId] = useState(() => crypto.randomUUID());
  const adjust = useAdjustMoney();
  const threshold = useApprovalThreshold();
  const showOnFields = useServerFieldErrors(form, FIELDS);
  const rules = (field: (typeof FIELDS)[number]) =>
    zodRules(adjustMoneyRequest.shape[field], {
      label: t(`adjust.${field}`),
      name: t(`adjust.${field}Name`),
    });

  const submit = (values: Values) =>
    adjust.mutate(
      { ...values, request_id: requestId, user_id: profile.Id },
      {
        onSuccess: (done) => {
          const amount = formatMoney(done.Amount);
          if (done.Status === 'pending') toast.success(t('adjust.pending', { amount }));
          else
            toast.success(
              t('adjust.applied', {
                amount,
                pocket: t(`adjust.${done.Pocket}`),
                after: formatMoney(done.BalanceAfter ?? 0),
              }),
            );
          onClose();
        },
        onError: (error) => {
          const onAmount = error instanceof ApiError ? pocketRefusalOnAmount(error) : null;
          if (onAmount) form.setFields([onAmount]);
          else showOnFields(error);
        },
      },
    );

  return (
    <Modal
      open
      title={t('adjust.title', { phone: profile.Phone })}
      okText={t('adjust.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: adjust.isPending, htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      destroyOnHidden
    >
      {threshold.data !== undefined && <p>{t('adjust.hint', { threshold: formatMoney(threshold.data) })}</p>}
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
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
      </Form>
    </Modal>
  );
}
