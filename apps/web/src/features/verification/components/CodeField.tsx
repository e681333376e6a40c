import { Button, Form, type FormRule, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

/** Seconds before another code may be asked for (the server allows one a minute). */
export const RESEND_COOLDOWN_S = 60;

interface CodeFieldProps {
  /** The form field of the code, and the input's id (`htmlFor` of the label). */
  name: string;
  id: string;
  label: string;
  rules: FormRule[];
  extra?: string;
  /** Sends a code; answers where it went, or null when a field it needs is not valid yet. */
  send: () => Promise<string | null>;
}

/** A 6-digit code input with its "Send code" button, which then counts down a minute. */
export function CodeField({ name, id, label, rules, extra, send }: CodeFieldProps) {
  const { t } = useTranslation('verification');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onSend = async () => {
    setError(null);
    setSending(true);
    try {
      const target = await send();
      if (target === null) return;
      setSentTo(target);
      setSecondsLeft(RESEND_COOLDOWN_S);
    } catch (failure) {
      setError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Form.Item
        label={label}
        htmlFor={id}
        required
        extra={sentTo ? t('code.sentTo', { target: sentTo }) : extra}
      >
        <Space.Compact block>
          <Form.Item name={name} noStyle rules={rules} validateFirst>
            <Input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button disabled={secondsLeft > 0} loading={sending} onClick={() => void onSend()}>
            {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <ErrorAlert error={error} title={t('code.notSent')} />
    </>
  );
}
