import { KeyOutlined } from '@ant-design/icons';
import type { PasskeyRequestOptions, SecondFactorAnswer } from '@gpucloud/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCeremonyCancelled, passkeysSupported } from '../passkeys/support';

export type { SecondFactorAnswer };

/** Fetches the server's options for answering with a passkey (a challenge of this account's). */
export type PasskeyOptionsLoader = () => Promise<{ challenge_id: string; options: PasskeyRequestOptions }>;

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY = /^[A-Za-z0-9]{4}-?[A-Za-z0-9]{4}$/;

/**
 * Asks for a code of the authenticator app, or a recovery code instead: the sign-in's second step
 * and the step-up dialog both use it. With `passkeyOptions` (the account holds a passkey) a "Use a
 * passkey" button answers with one instead. `error` is the last refusal, shown above the field.
 */
export function SecondFactorForm({
  onAnswer,
  pending,
  error,
  submitLabel,
  passkeyOptions,
}: {
  onAnswer: (answer: SecondFactorAnswer) => void;
  pending: boolean;
  error: string | null;
  submitLabel?: string;
  passkeyOptions?: PasskeyOptionsLoader;
}) {
  const { t } = useTranslation();
  const [factor, setFactor] = useState<'totp' | 'recovery'>('totp');
  const [ceremony, setCeremony] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const totp = factor === 'totp';

  const answerWithPasskey = async (load: PasskeyOptionsLoader) => {
    setCeremony({ busy: true, error: null });
    try {
      // The ceremony's module (and the passkey schemas it builds) loads when a passkey is used.
      const [{ challenge_id, options }, { getPasskeyAssertion }] = await Promise.all([
        load(),
        import('../passkeys/ceremonies'),
      ]);
      const credential = await getPasskeyAssertion(options);
      setCeremony({ busy: false, error: null });
      onAnswer({ factor: 'passkey', passkey: { challenge_id, credential } });
    } catch (caught) {
      const message = isCeremonyCancelled(caught)
        ? t('secondFactor.passkeyCancelled')
        : caught instanceof Error
          ? caught.message
          : String(caught);
      setCeremony({ busy: false, error: message });
    }
  };
  const shownError = ceremony.error ?? error;

  return (
    <Form<{ code: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onAnswer({ factor, code: values.code.trim() })}
    >
      {shownError && <Alert type="error" showIcon title={shownError} style={{ marginBottom: 16 }} />}
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
      {passkeyOptions && passkeysSupported() && (
        <Button
          block
          icon={<KeyOutlined />}
          loading={ceremony.busy}
          disabled={pending}
          onClick={() => void answerWithPasskey(passkeyOptions)}
        >
          {t('secondFactor.usePasskey')}
        </Button>
      )}
    </Form>
  );
}
