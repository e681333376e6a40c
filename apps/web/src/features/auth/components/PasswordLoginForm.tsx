import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField, phoneReader } from '../../../shared/forms/AccountFields';
import { useFieldRules } from '../../../shared/forms/useFieldRules';
import { VerifyCodeField } from '../../../shared/forms/VerifyCodeField';
import { loadOnce } from '../../../shared/forms/zodRules';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';
import { SecondFactorLoginStep } from './SecondFactorLoginStep';

interface Values {
  phone: string;
  password?: string;
  verify_code?: string;
}

const FORM_NAME = 'password-login';
const loginSchema = loadOnce(() => import('./loginSchema').then((schemas) => schemas.loginRequest));
const passwordSchema = () => loginSchema().then((schema) => schema.shape.password);

/** /login with a password, or with an SMS code instead (the same call, SPEC §7). */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { rules } = useFieldRules();
  const session = useSessionStarter();
  const [withCode, setWithCode] = useState(false);
  // The login's schema could not be loaded (the network went away): said where the server's reason goes.
  const [loadFailed, setLoadFailed] = useState(false);

  const submit = async (values: Values) => {
    const credentials = withCode ? { verify_code: values.verify_code } : { password: values.password };
    const schema = await loginSchema().catch(() => null);
    setLoadFailed(schema === null);
    const body = schema?.safeParse({ phone: values.phone, ...credentials });
    if (body?.success) await session.start({ kind: 'password', body: body.data }).catch(() => {});
  };
  const getPhone = phoneReader(form);

  if (session.challenge)
    return <SecondFactorLoginStep challenge={session.challenge} onBack={session.clearChallenge} />;

  return (
    <Form<Values>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={session.reset}
    >
      <FormError error={loadFailed ? new Error(t('errors.loadFailed')) : session.error} />
      <PhoneField />
      {withCode ? (
        <VerifyCodeField formName={FORM_NAME} purpose="login" getPhone={getPhone} />
      ) : (
        <Form.Item
          label={t('auth.fields.password')}
          name="password"
          rules={rules(passwordSchema, 'password')}
          validateFirst
        >
          <Input.Password autoComplete="current-password" placeholder={t('auth.placeholders.password')} />
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={session.isPending}>
        {t('auth.submit.password')}
      </Button>
      <Button type="link" block onClick={() => setWithCode((current) => !current)} style={{ marginTop: 8 }}>
        {withCode ? t('auth.usePassword') : t('auth.useSmsCode')}
      </Button>
    </Form>
  );
}
