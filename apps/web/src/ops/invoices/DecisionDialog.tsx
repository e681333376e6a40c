import { type OpsInvoiceRow, opsInvoiceDecisionRequest } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { useZodRules } from '../../shared/forms/zodRules';
import { useFormDialog } from '../layout/useFormDialog';
import { type Decision, useDecideAgainst } from './hooks';

interface Values {
  reason: string;
}
const FIELDS = ['reason'] as const;
const reasonSchema = opsInvoiceDecisionRequest.shape.reason;
const REASON_MAX = 200;

/** Refusing an applied invoice or reversing an issued one needs a reason the customer reads. */
export function DecisionDialog({
  decision,
  row,
  onClose,
}: {
  decision: Decision;
  row: OpsInvoiceRow;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsInvoices');
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const zodRules = useZodRules();
  const decide = useDecideAgainst(decision);
  const facts = {
    id: row.id,
    number: row.number,
    phone: row.user_phone,
    amount: formatYuan(row.amount, { grouped: true }),
  };
  const submit = ({ reason }: Values) =>
    decide.mutate({ record_id: row.id, reason: reason.trim() }, done(t(`${decision}.done`, { id: row.id })));

  return (
    <FormDialog<Values>
      formId={`ops-invoice-${decision}`}
      form={form}
      title={t(`${decision}.title`)}
      cancelText={t('cancel')}
      okText={t(`${decision}.submit`)}
      danger
      pending={decide.isPending}
      onClose={onClose}
      intro={<p>{t(`${decision}.body`, facts)}</p>}
      // The server's reason stays in the dialog (another staff member may have decided it meanwhile).
      outro={decide.error ? <Alert type="error" showIcon role="alert" title={decide.error.message} /> : null}
      onFinish={submit}
    >
      <Form.Item
        name="reason"
        label={t('reason')}
        validateFirst
        rules={zodRules(reasonSchema, { label: t('reason'), name: t('reasonName') })}
      >
        <Input.TextArea rows={4} maxLength={REASON_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
