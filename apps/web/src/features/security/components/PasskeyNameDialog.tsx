import { PASSKEY_LIMITS, passkeyRenameRequest } from '@gpucloud/contracts';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';

interface NameValues {
  name: string;
}

/** Asks for a passkey's name: before the browser creates a new one, or to rename one. */
export function PasskeyNameDialog({
  formId,
  title,
  okText,
  intro,
  initialName,
  pending,
  error,
  onSubmit,
  onEdit,
  onClose,
}: {
  formId: string;
  title: string;
  okText: string;
  intro?: string;
  initialName: string;
  pending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('passkeys');
  const zodRules = useZodRules();
  return (
    <FormDialog<NameValues>
      formId={formId}
      name={formId}
      title={title}
      okText={okText}
      cancelText={t('cancel')}
      pending={pending}
      onClose={onClose}
      initialValues={{ name: initialName }}
      onFinish={(values) => onSubmit(values.name.trim())}
      onValuesChange={onEdit}
      intro={intro}
    >
      <Form.Item
        name="name"
        label={t('name')}
        extra={t('nameHint')}
        validateFirst
        rules={zodRules(passkeyRenameRequest.shape.name, { label: t('name'), name: t('nameName') })}
      >
        <Input maxLength={PASSKEY_LIMITS.nameMax} autoComplete="off" autoFocus />
      </Form.Item>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </FormDialog>
  );
}
