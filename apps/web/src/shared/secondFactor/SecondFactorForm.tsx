import type { SecondFactorKind } from '@gpucloud/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SecondFactorAnswer {
  factor: SecondFactorKind;
  code: string;
}

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

/**
 * Asks for a code of the authenticator app, or a recovery code instead: the sign-in's second step
 * and the step-up dialog both use it. `error` is the last refusal, shown above the field.
 */
export function SecondFactorForm({
  onAnswer,
  pending,
  error,
  submitLabel,
}: {
  onAnswer: (answer: SecondFactorAnswer) => void;
  pending: boolean;
  error: string | null;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const [factor, setFactor] = useState<SecondFactorKind>('totp');
  const totp = factor === 'totp';
  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onAnswer({ factor, code: values.code.trim() })}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        key={factor}
        label={totp ? t('secondFactor.code') : t('secondFactor.recoveryCode')}
        name="code"
        rules={[
          {
            required: true,
            pattern: totp ? SIX_DIGITS : RECOVERY,
            message: totp ? t('secondFactor.codeInvalid') : t('secondFactor.recoveryInvalid'),
          },
        ]}
      >
        <Input
          autoFocus
          autoComplete="one-time-code"
          inputMode={totp ? 'numeric' : 'text'}
          maxLength={totp ? 6 : 9}
          placeholder={totp ? t('secondFactor.codePlaceholder') : t('secondFactor.recoveryPlaceholder')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {submitLabel ?? t('secondFactor.verify')}
      </Button>
      <Button type="link" block onClick={() => setFactor(totp ? 'recovery' : 'totp')}>
        {totp ? t('secondFactor.useRecovery') : t('secondFactor.useCode')}
      </Button>
    </Form>
  );
}
