import { subAccountLoginRequest } from '@gpucloud/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from '../../../shared/forms/useFieldRules';
import { useSessionStarter } from '../hooks';
import { FormError } from './FormError';
import { SecondFactorLoginStep } from './SecondFactorLoginStep';

interface Values {
  username: string;
  password: string;
}

export function SubAccountLoginForm() {
  const { t } = useTranslation();
  const { rules } = useFieldRules();
  const session = useSessionStarter();

  const submit = async (values: Values) => {
    const body = subAccountLoginRequest.safeParse(values);
    if (body.success) await session.start({ kind: 'subAccount', body: body.data }).catch(() => {});
  };

  if (session.challenge)
    return <SecondFactorLoginStep challenge={session.challenge} onBack={session.clearChallenge} />;

  return (
    <Form<Values>
      name="sub-account-login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      onValuesChange={session.reset}
    >
      <FormError error={session.error} />
      <Form.Item
        label={t('auth.fields.username')}
        name="username"
        rules={rules(subAccountLoginRequest.shape.username, 'username')}
        validateFirst
      >
        <Input autoComplete="username" placeholder={t('auth.placeholders.username')} />
      </Form.Item>
      <Form.Item
        label={t('auth.fields.password')}
        name="password"
        rules={rules(subAccountLoginRequest.shape.password, 'password')}
        validateFirst
      >
        <Input.Password autoComplete="current-password" placeholder={t('auth.placeholders.password')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={session.isPending}>
        {t('auth.submit.subAccount')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('auth.subAccountHint')}
      </Typography.Paragraph>
    </Form>
  );
}
