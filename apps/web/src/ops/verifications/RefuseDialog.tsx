import { type OpsVerificationDetail, verificationRefusalReason } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useZodRules } from '../../shared/forms/zodRules';
import { useFormDialog } from '../layout/useFormDialog';
import { useReviewVerification } from './hooks';

interface Values {
  reason: string;
}
const FIELDS = ['reason'] as const;

/** Refusing needs a reason; the server's refusal of it is put on the field. */
export function RefuseDialog({ record, onClose }: { record: OpsVerificationDetail; onClose: () => void }) {
  const { t } = useTranslation('opsVerifications');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const zodRules = useZodRules();
  const review = useReviewVerification();
  const facts = { id: record.id, phone: record.user_phone };
  const submit = ({ reason }: Values) =>
    review.mutate(
      { verification_id: record.id, decision: 'refuse', reason: reason.trim() },
      done(t('refuse.done', facts)),
    );

  return (
    <FormDialog<Values>
      formId="ops-verification-refuse"
      form={form}
      title={t('refuse.title')}
      cancelText={t('cancel')}
      okText={t('refuse.submit')}
      danger
      pending={review.isPending}
      onClose={onClose}
      intro={<p>{t('refuse.body', facts)}</p>}
      onFinish={submit}
    >
      <Form.Item
        name="reason"
        label={t('refuse.reason')}
        extra={t('refuse.reasonHint')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('refuse.reasonRequired') },
          ...zodRules(verificationRefusalReason, { label: t('refuse.reason'), name: t('refuse.reasonName') }),
        ]}
      >
        <Input.TextArea rows={4} maxLength={verificationRefusalReason.maxLength ?? undefined} showCount />
      </Form.Item>
    </FormDialog>
  );
}
