import { opsLoginRequest } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { useOpsLogin } from '../hooks';
import { afterPassword, type LoginStep } from './loginFlow';
import { StepError } from './StepError';

interface Values {
  phone: string;
  password: string;
}

/** First step: phone and password; the server answers which second step follows. */
export function PasswordStep({
  onNext,
  notice,
}: {
  onNext: (next: LoginStep) => void;
  notice: string | null;
}) {
  const { t } = useTranslation('ops');
  const zodRules = useZodRules();
  const login = useOpsLogin();

  const submit = (values: Values) => {
    const body = opsLoginRequest.safeParse(values);
    if (body.success) login.mutate(body.data, { onSuccess: (data) => onNext(afterPassword(data)) });
  };

  return (
    <Form<Values> name="ops-login" layout="vertical" requiredMark={false} onFinish={submit}>
      <StepError message={login.error?.message ?? notice} />
      <Form.Item
        name="phone"
        label={t('login.phone')}
        rules={zodRules(opsLoginRequest.shape.phone, { label: t('login.phone'), name: t('login.phoneName') })}
        validateFirst
      >
        <Input inputMode="tel" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={zodRules(opsLoginRequest.shape.password, {
          label: t('login.password'),
          name: t('login.passwordName'),
        })}
        validateFirst
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {t('login.next')}
      </Button>
    </Form>
  );
}
