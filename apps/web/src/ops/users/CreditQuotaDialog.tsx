import { type OpsUserProfile, setCreditQuotaRequest } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useFormDialog, useSchemaRules } from '../layout/useFormDialog';
import { useSetCreditQuota } from './hooks';
import { ReasonField } from './ReasonField';

type Values = { quota: string; reason: string };
const FIELDS = ['quota', 'reason'] as const;

/** Finance: the account's credit line through /admin/set_credit_quota; never below what it owes. */
export function CreditQuotaDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsUsers');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const rules = useSchemaRules(setCreditQuotaRequest.shape, ['quota'], t, 'credit');
  const save = useSetCreditQuota(profile.Id);

  return (
    <FormDialog<Values>
      formId="ops-credit-quota"
      form={form}
      title={t('credit.title', { phone: profile.Phone })}
      okText={t('credit.submit')}
      cancelText={t('cancel')}
      pending={save.isPending}
      onClose={onClose}
      intro={<p>{t('credit.hint', { owed: formatMoney(profile.Wallet.Owed) })}</p>}
      initialValues={{ quota: profile.Wallet.CreditMoneyQuota.toFixed(2) }}
      onFinish={(values) =>
        save.mutate(
          { phone: profile.Phone, ...values },
          done(({ CreditMoneyQuota }) => t('credit.done', { amount: formatMoney(CreditMoneyQuota) })),
        )
      }
    >
      <Form.Item name="quota" label={t('credit.quota')} rules={rules('quota')} validateFirst>
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <ReasonField name="reason" label={t('credit.reason')} fieldName={t('credit.reasonName')} />
    </FormDialog>
  );
}
