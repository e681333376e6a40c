import { loginRequest } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';
import { useFieldRules } from './useFieldRules';

interface Values {
  phone: string;
  password: string;
}

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const { rules } = useFieldRules();
  const session = useSessionStarter();

  const submit = async (values: Values) => {
    const body = loginRequest.safeParse(values);
    if (body.success) await session.start({ kind: 'password', body: body.data }).catch(() => {});
  };

  return (
    <Form<Values>
      name="password-login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={session.reset}
    >
      <FormError error={session.error} />
      <Form.Item
        label={t('auth.fields.phone')}
        name="phone"
        rules={rules(loginRequest.shape.phone, 'phone')}
        validateFirst
      >
        <Input
          inputMode="numeric"
          autoComplete="tel"
          placeholder={t('auth.placeholders.phone')}
          maxLength={11}
        />
      </Form.Item>
      <Form.Item
        label={t('auth.fields.password')}
        name="password"
        rules={rules(loginRequest.shape.password, 'password')}
        validateFirst
      >
        <Input.Password autoComplete="current-password" placeholder={t('auth.placeholders.password')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.isPending}>
        {t('auth.submit.password')}
      </Button>
    </Form>
  );
}
