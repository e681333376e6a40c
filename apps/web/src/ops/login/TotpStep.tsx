import { opsLoginTotpRequest } from '@gpucloud/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../shared/forms/zodRules';
import { CodeField } from './CodeField';
import type { LoginStep } from './loginFlow';
import { StepError } from './StepError';
import { useSecondFactor } from './useSecondFactor';

interface Values {
  code?: string;
  recovery_code?: string;
}

/** Second step of an enrolled member: the app's code, or one of the recovery codes. */
export function TotpStep({
  challenge,
  onNext,
  onRestart,
}: {
  challenge: string;
  onNext: (next: LoginStep) => void;
  onRestart: (reason: string | null) => void;
}) {
  const { t } = useTranslation('ops');
  const zodRules = useZodRules();
  const [recovery, setRecovery] = useState(false);
  const secondFactor = useSecondFactor(challenge, { onNext, onRestart });

  const submit = (values: Values) =>
    secondFactor.submit(
      recovery
        ? { kind: 'recovery', value: values.recovery_code ?? '' }
        : { kind: 'code', value: values.code ?? '' },
    );

  return (
    <>
      <h2>{t('login.totpTitle')}</h2>
      <p>{t('login.totpIntro')}</p>
      <Form<Values>
        key={recovery ? 'recovery' : 'code'}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
      >
        <StepError message={secondFactor.error?.message} />
        {recovery ? (
          <Form.Item
            name="recovery_code"
            label={t('login.recoveryCode')}
            rules={zodRules(opsLoginTotpRequest.shape.recovery_code, {
              label: t('login.recoveryCode'),
              name: t('login.recoveryCodeName'),
            })}
            validateFirst
          >
            <Input autoComplete="off" spellCheck={false} autoFocus />
          </Form.Item>
        ) : (
          <CodeField label={t('login.code')} />
        )}
        <Button type="primary" htmlType="submit" block loading={secondFactor.isPending}>
          {t('login.signIn')}
        </Button>
      </Form>
      <Button type="link" block onClick={() => setRecovery((current) => !current)}>
        {recovery ? t('login.useCode') : t('login.useRecovery')}
      </Button>
      <Button type="link" block onClick={() => onRestart(null)}>
        {t('login.back')}
      </Button>
    </>
  );
}
