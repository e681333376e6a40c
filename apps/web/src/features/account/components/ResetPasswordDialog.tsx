import { accountRoutes, passwordField, type SubAccountRow } from '@gpucloud/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { useSubAccountCall } from '../hooks';

interface ResetForm {
  password: string;
  repeat: string;
}

/** A new password for a sub-account, typed twice and checked by the contract's rule. */
export function ResetPasswordDialog({ row, onClose }: { row: SubAccountRow; onClose: () => void }) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<ResetForm>();
  const reset = useSubAccountCall(accountRoutes.resetSubAccountPassword);
  const label = t('passwordDialog.label');

  return (
    <FormDialog<ResetForm>
      formId="sub-account-password"
      form={form}
      title={t('passwordDialog.title', { name: row.Name })}
      okText={t('passwordDialog.save')}
      cancelText={t('passwordDialog.cancel')}
      pending={reset.isPending}
      onClose={onClose}
      requiredMark
      onFinish={(values) =>
        reset.mutate(
          { sub_account_id: row.SubAccountId, password: values.password },
          {
            onSuccess: () => {
              toast.success(t('passwordDialog.done', { name: row.Name }));
              onClose();
            },
          },
        )
      }
    >
      <Form.Item
        name="password"
        label={label}
        rules={zodRules(passwordField, { label, name: t('fields.password') })}
      >
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('passwordDialog.repeat')}
        dependencies={['password']}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if (value !== form.getFieldValue('password')) throw new Error(t('passwordDialog.mismatch'));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
