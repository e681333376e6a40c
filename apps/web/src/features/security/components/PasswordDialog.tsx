import { passwordField } from '@gpucloud/contracts';
import { Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/FormDialog';
import { VerifyCodeField } from '../../../shared/forms/VerifyCodeField';
import { useZodRules } from '../../../shared/forms/zodRules';
import { useToast } from '../../../shared/ui/toast';
import { type PasswordChange, useModifyPassword } from '../hooks';
import { maskPhone } from '../maskPhone';

interface Values {
  old_password?: string;
  verify_code?: string;
  new_password: string;
  confirm: string;
}

const FORM_NAME = 'change-password';

/**
 * A new login password, proven by the current one or (main accounts) by an SMS code sent to the
 * account phone. The server logs out the account's other sessions; this one stays.
 */
export function PasswordDialog({ phone, onClose }: { phone: string | null; onClose: () => void }) {
  const { t } = useTranslation('security');
  const toast = useToast();
  const zodRules = useZodRules();
  const [form] = Form.useForm<Values>();
  const change = useModifyPassword();
  const [method, setMethod] = useState<'old' | 'sms'>('old');
  const rule = (key: 'oldPassword' | 'newPassword') => ({
    label: t(`password.${key}`),
    name: t(`password.${key}Name`),
  });

  const submit = (values: Values) => {
    const proof =
      method === 'sms'
        ? { verify_code: values.verify_code ?? '' }
        : { old_password: values.old_password ?? '' };
    const body = { ...proof, new_password: values.new_password } as PasswordChange;
    change.mutate(body, {
      onSuccess: ({ RevokedSessions }) => {
        toast.success(t('password.changed', { count: RevokedSessions }));
        onClose();
      },
    });
  };

  return (
    <FormDialog<Values>
      formId={FORM_NAME}
      name={FORM_NAME}
      form={form}
      title={t('password.dialogTitle')}
      okText={t('password.save')}
      cancelText={t('cancel')}
      pending={change.isPending}
      onClose={onClose}
      onFinish={submit}
    >
      {phone !== null && (
        <Form.Item label={t('password.methods')}>
          <Segmented<'old' | 'sms'>
            block
            value={method}
            onChange={(value) => setMethod(value)}
            options={[
              { value: 'old', label: t('password.byOldPassword') },
              { value: 'sms', label: t('password.bySmsCode') },
            ]}
          />
        </Form.Item>
      )}
      {method === 'sms' && phone !== null ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('password.codeTo', { phone: maskPhone(phone) })}
          </Typography.Paragraph>
          <VerifyCodeField formName={FORM_NAME} purpose="change_password" getPhone={async () => phone} />
        </>
      ) : (
        <Form.Item
          label={t('password.oldPassword')}
          name="old_password"
          rules={[
            {
              required: true,
              message: t('validation.required', {
                ns: 'translation',
                field: t('password.oldPasswordName'),
              }),
            },
          ]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        label={t('password.newPassword')}
        name="new_password"
        rules={zodRules(passwordField, rule('newPassword'))}
        validateFirst
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.placeholder')} />
      </Form.Item>
      <Form.Item
        label={t('password.confirmPassword')}
        name="confirm"
        dependencies={['new_password']}
        validateFirst
        rules={[
          {
            required: true,
            message: t('validation.required', {
              ns: 'translation',
              field: t('password.confirmPasswordName'),
            }),
          },
          {
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== form.getFieldValue('new_password'))
                throw new Error(t('password.mismatch'));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}
