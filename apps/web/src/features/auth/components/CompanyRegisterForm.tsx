import { companyRegisterRequest } from '@gpucloud/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';
import { useFieldRules } from './useFieldRules';
import { VerifyCodeField } from './VerifyCodeField';

interface Values {
  company_name: string;
  phone: string;
  verify_code: string;
  password: string;
  confirm: string;
}

const FORM_NAME = 'company-register';

/** A company account: the contact phone is its login phone (SPEC §6, company_register). */
export function CompanyRegisterForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { rules, confirmRules } = useFieldRules();
  const session = useSessionStarter();

  const submit = async ({ confirm: _confirm, ...values }: Values) => {
    const body = companyRegisterRequest.safeParse(values);
    if (body.success) await session.start({ kind: 'company', body: body.data }).catch(() => {});
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
        label={t('auth.fields.companyName')}
        name="company_name"
        rules={rules(companyRegisterRequest.shape.company_name, 'companyName')}
        validateFirst
      >
        <Input autoComplete="organization" placeholder={t('auth.placeholders.companyName')} />
      </Form.Item>
      <Form.Item
        label={t('auth.fields.contactPhone')}
        name="phone"
        rules={rules(companyRegisterRequest.shape.phone, 'contactPhone')}
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
        rules={rules(companyRegisterRequest.shape.password, 'password')}
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
        {t('auth.submit.company')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('auth.companyHint')}
      </Typography.Paragraph>
    </Form>
  );
}
