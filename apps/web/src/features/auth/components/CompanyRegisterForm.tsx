import { companyRegisterRequest } from '@gpucloud/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, PhoneField, phoneReader } from '../../../shared/forms/AccountFields';
import { useFieldRules } from '../../../shared/forms/useFieldRules';
import { VerifyCodeField } from '../../../shared/forms/VerifyCodeField';
import { referralCode } from '../../../shared/referral';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';

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
  const { rules } = useFieldRules();
  const session = useSessionStarter();

  const submit = async ({ confirm: _confirm, ...values }: Values) => {
    const body = companyRegisterRequest.safeParse({ ...values, ref: referralCode() });
    if (body.success) await session.start({ kind: 'company', body: body.data }).catch(() => {});
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
      <Form.Item
        label={t('auth.fields.companyName')}
        name="company_name"
        rules={rules(companyRegisterRequest.shape.company_name, 'companyName')}
        validateFirst
      >
        <Input autoComplete="organization" placeholder={t('auth.placeholders.companyName')} />
      </Form.Item>
      <PhoneField label="contactPhone" />
      <VerifyCodeField formName={FORM_NAME} purpose="register" getPhone={getPhone} />
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block loading={session.isPending}>
        {t('auth.submit.company')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('auth.companyHint')}
      </Typography.Paragraph>
    </Form>
  );
}
