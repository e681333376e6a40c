import { SSH_KEY_LIMITS, sshKeyAddRequest } from '@gpucloud/contracts';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useAddSshKey } from '../hooks';

const FORM_ID = 'ssh-key-add';

interface AddKeyValues {
  name: string;
  publicKey: string;
}

/**
 * Adds a public key: a name and the .pub line. The server parses and checks the key; its reason
 * (another type, too short an RSA key, a private key, a key already here) shows in the dialog.
 */
export function AddKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sshKeys');
  const zodRules = useZodRules();
  const toast = useToast();
  const add = useAddSshKey();

  const submit = (values: AddKeyValues) =>
    add.mutate(
      { name: values.name, public_key: values.publicKey },
      {
        onSuccess: (answer) => {
          toast.success(t('addDialog.done', { name: answer.key.Name }));
          onClose();
        },
      },
    );

  return (
    <FormDialog<AddKeyValues>
      formId={FORM_ID}
      name={FORM_ID}
      title={t('addDialog.title')}
      okText={t('addDialog.submit')}
      cancelText={t('cancel')}
      pending={add.isPending}
      onClose={onClose}
      initialValues={{ name: '', publicKey: '' }}
      onFinish={submit}
      onValuesChange={() => add.reset()}
      width={640}
    >
      <Form.Item
        name="name"
        label={t('addDialog.name')}
        extra={t('addDialog.nameHint')}
        validateFirst
        rules={zodRules(sshKeyAddRequest.shape.name, {
          label: t('addDialog.name'),
          name: t('addDialog.nameName'),
        })}
      >
        <Input maxLength={SSH_KEY_LIMITS.nameMax} autoComplete="off" autoFocus />
      </Form.Item>
      <Form.Item
        name="publicKey"
        label={t('addDialog.publicKey')}
        extra={t('addDialog.publicKeyHint')}
        rules={[{ required: true, whitespace: true, message: t('addDialog.publicKeyRequired') }]}
      >
        <Input.TextArea
          rows={5}
          autoComplete="off"
          spellCheck={false}
          maxLength={SSH_KEY_LIMITS.publicKeyMax}
          placeholder="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA... you@laptop"
          style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
        />
      </Form.Item>
      {add.error && <Alert type="error" showIcon role="alert" title={add.error.message} />}
    </FormDialog>
  );
}
