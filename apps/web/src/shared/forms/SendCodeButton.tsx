import type { PublicSmsPurpose } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendVerifyCode } from '../queries/auth';
import { useToast } from '../ui/toast';

/** Seconds before another code may be requested. */
export const RESEND_COOLDOWN_S = 60;

/**
 * Sends an SMS code for `purpose` to the phone that `getPhone` returns (null when the phone field
 * is invalid; the form shows why), then counts down before allowing another one.
 */
export function SendCodeButton({
  purpose,
  getPhone,
}: {
  purpose: PublicSmsPurpose;
  getPhone: () => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const sendCode = useSendVerifyCode();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const send = async () => {
    const phone = await getPhone();
    if (!phone) return;
    const { expires_in } = await sendCode.mutateAsync({ phone, purpose });
    setSecondsLeft(RESEND_COOLDOWN_S);
    toast.success(t('auth.codeSent', { minutes: Math.max(1, Math.round(expires_in / 60)) }));
  };

  return (
    <Button
      disabled={secondsLeft > 0}
      loading={sendCode.isPending}
      onClick={() => void send().catch(() => {})}
      style={{ minWidth: 128 }}
    >
      {sendCode.checking
        ? t('auth.checkingBrowser')
        : secondsLeft > 0
          ? t('auth.resendIn', { seconds: secondsLeft })
          : t('auth.sendCode')}
    </Button>
  );
}
