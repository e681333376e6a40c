import { type OpsUserProfile, setCreditQuotaRequest } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { useZodRules } from '../../shared/forms/zodRules';
import { useToast } from '../../shared/ui/toast';
import { useServerFieldErrors } from '../staff/useServerFieldErrors';
import { useSetCreditQuota } from './hooks';
import { ReasonField } from './ReasonField';

type Values = { quota: string; reason: string };
const FORM_ID = 'ops-credit-quota';

/** Finance: the account's credit line through /admin/set_credit_quota; never below what it owes. */
export function CreditQuotaDialog({ profile, onClose }: { profile: OpsUserProfile; onClose: () => void }) {
  const { t } = useTranslation('opsUsers');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const save = useSetCreditQuota(profile.Id);
  const showOnFields = useServerFieldErrors(form, ['quota', 'reason']);
  const label = t('credit.quota');

  return (
    <Modal
      open
      title={t('credit.title', { phone: profile.Phone })}
      okText={t('credit.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending, htmlType: 'submit', form: FORM_ID }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('credit.hint', { owed: formatMoney(profile.Wallet.Owed) })}</p>
      <Form<Values>
        id={FORM_ID}
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ quota: profile.Wallet.CreditMoneyQuota.toFixed(2) }}
        onFinish={(values) =>
          save.mutate(
            { phone: profile.Phone, ...values },
            {
              onSuccess: ({ CreditMoneyQuota }) => {
                toast.success(t('credit.done', { amount: formatMoney(CreditMoneyQuota) }));
                onClose();
              },
              onError: showOnFields,
            },
          )
        }
      >
        <Form.Item
          name="quota"
          label={label}
          rules={zodRules(setCreditQuotaRequest.shape.quota, { label, name: t('credit.quotaName') })}
          validateFirst
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <ReasonField name="reason" label={t('credit.reason')} fieldName={t('credit.reasonName')} />
      </Form>
    </Modal>
  );
}
