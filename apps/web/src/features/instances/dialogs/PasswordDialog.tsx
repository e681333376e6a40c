import { instancesRoutes as endpoints, passwordField } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall } from '../hooks';
import type { DialogProps } from './types';

interface PasswordForm {
  password: string;
  repeat: string;
}

/** A new login password for a cloud host; typed twice, checked by the contract's own rule. */
export function PasswordDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<PasswordForm>();
  const change = useInstanceCall(endpoints.modifyPassword);
  const label = t('password.label');

  return (
    <FormDialog<PasswordForm>
      formId="instance-password"
      form={form}
      title={t('password.title', { name: row.Name })}
      okText={t('password.save')}
      cancelText={t('common.cancel')}
      pending={change.isPending}
      onClose={onClose}
      requiredMark
      onFinish={(values) =>
        change.mutate(
          { instance_id: row.InstanceId, password: values.password },
          {
            onSuccess: () => {
              toast.success(t('password.done'));
              onClose();
            },
          },
        )
      }
    >
      <Form.Item name="password" label={label} rules={zodRules(passwordField, { label, name: label })}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('password.repeat')}
        dependencies={['password']}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (value !== form.getFieldValue('password')) throw new Error(t('password.mismatch'));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
