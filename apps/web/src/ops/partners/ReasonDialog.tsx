import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/forms/FormDialog';
import { type SafeParser, useZodRules } from '../../shared/forms/zodRules';
import { useFormDialog } from '../layout/useFormDialog';

interface Values {
  reason: string;
}
const FIELDS = ['reason'] as const;
const REASON_MAX = 200;

/** What closes the dialog with a toast on success, and puts the server's reasons on the field. */
export interface DialogCallbacks {
  onSuccess: (answer: unknown) => void;
  onError: (error: Error) => void;
}

/**
 * Refusing (an application or a withdrawal) needs a reason the customer reads. The server's own
 * refusal stays in the dialog: another staff member may have decided meanwhile.
 */
export function ReasonDialog({
  formId,
  title,
  body,
  submitText,
  doneText,
  reasonSchema,
  pending,
  error,
  send,
  onClose,
}: {
  formId: string;
  title: string;
  body: string;
  submitText: string;
  doneText: string;
  reasonSchema: SafeParser;
  pending: boolean;
  error: Error | null;
  send: (reason: string, callbacks: DialogCallbacks) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('ops', { keyPrefix: 'partnerDesks' });
  const { form, done } = useFormDialog<Values>(FIELDS, onClose);
  const zodRules = useZodRules();

  return (
    <FormDialog<Values>
      formId={formId}
      form={form}
      title={title}
      cancelText={t('cancel')}
      okText={submitText}
      danger
      pending={pending}
      onClose={onClose}
      intro={<p>{body}</p>}
      outro={error ? <Alert type="error" showIcon role="alert" title={error.message} /> : null}
      onFinish={({ reason }) => send(reason.trim(), done(doneText))}
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
