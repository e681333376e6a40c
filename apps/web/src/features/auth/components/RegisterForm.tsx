import { registerRequest } from '@gpucloud/contracts';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, PhoneField, phoneReader } from '../../../shared/forms/AccountFields';
import { VerifyCodeField } from '../../../shared/forms/VerifyCodeField';
import { referralCode } from '../../../shared/referral';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';

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
  const session = useSessionStarter();

  const submit = async ({ confirm: _confirm, ...values }: Values) => {
    const body = registerRequest.safeParse({ ...values, ref: referralCode() });
    if (body.success) await session.start({ kind: 'register', body: body.data }).catch(() => {});
  };
  const getPhone = phoneReader(form);

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
      <PhoneField />
      <VerifyCodeField formName={FORM_NAME} purpose="register" getPhone={getPhone} />
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={session.isPending}>
        {t('auth.submit.register')}
      </Button>
    </Form>
  );
}
