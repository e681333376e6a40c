import { registerRequest } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';
import { useFieldRules } from './useFieldRules';
import { VerifyCodeField } from './VerifyCodeField';

interface Values {
  phone: string;
  verify_code: string;
  password: string;
  confirm: string;
}

const FORM_NAME = 'register';

/** Registration with an SMS code; a new account is logged in right away. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { rules, confirmRules } = useFieldRules();
  const session = useSessionStarter();

  const submit = async ({ confirm: _confirm, ...values }: Values) => {
    const body = registerRequest.safeParse(values);
    if (body.success) await session.start({ kind: 'register', body: body.data }).catch(() => {});
  };
  const getPhone = () =>
    form.validateFields(['phone']).then(
      (values) => values.phone.trim(),
      () => null,
    );

  return (
    <Form<Values>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={session.reset}
    >
      <FormError error={session.error} />
      <Form.Item
        label={t('auth.fields.phone')}
        name="phone"
        rules={rules(registerRequest.shape.phone, 'phone')}
        validateFirst
      >
        <Input
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('auth.placeholders.phone')}
          maxLength={11}
        />
      </Form.Item>
      <VerifyCodeField formName={FORM_NAME} purpose="register" getPhone={getPhone} />
      <Form.Item
        label={t('auth.fields.password')}
        name="password"
        rules={rules(registerRequest.shape.password, 'password')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" placeholder={t('auth.placeholders.newPassword')} />
      </Form.Item>
      <Form.Item
        label={t('auth.fields.confirmPassword')}
        name="confirm"
        dependencies={['password']}
        rules={confirmRules('password')}
        validateFirst
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.isPending}>
        {t('auth.submit.register')}
      </Button>
    </Form>
  );
}
