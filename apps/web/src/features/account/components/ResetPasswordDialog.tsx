import { accountRoutes, passwordField, type SubAccountRow } from '@gpucloud/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
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
    <Modal
      open
      title={t('passwordDialog.title', { name: row.Name })}
      onCancel={onClose}
      cancelText={t('passwordDialog.cancel')}
      okText={t('passwordDialog.save')}
      okButtonProps={{ loading: reset.isPending, htmlType: 'submit', form: 'sub-account-password' }}
      destroyOnHidden
    >
      <Form
        id="sub-account-password"
        form={form}
        layout="vertical"
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
      </Form>
    </Modal>
  );
}
