import { KeyOutlined } from '@ant-design/icons';
import { passkeysRoutes } from '@gpucloud/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/call';
import {
  getPasskeyAssertion,
  isCeremonyCancelled,
  passkeysSupported,
} from '../../../shared/passkeys/ceremonies';
import '../../../shared/passkeys/i18n';
import { useSessionOpener } from '../hooks';

/**
 * Signs in with a passkey alone: the browser offers the passkeys it holds for this site (no phone
 * asked), the server answers a session like the password login's. Hidden where the browser has no WebAuthn.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation('passkeys');
  const open = useSessionOpener();
  const signIn = useMutation({
    mutationFn: async () => {
      const { challenge_id, options } = await call(passkeysRoutes.signInOptions);
      const credential = await getPasskeyAssertion(options);
      return call(passkeysRoutes.signIn, { challenge_id, credential });
    },
    onSuccess: open,
  });
  if (!passkeysSupported()) return null;
  const error = signIn.error
    ? isCeremonyCancelled(signIn.error)
      ? t('login.cancelled')
      : signIn.error.message
    : null;
  return (
    <>
      <Button
        block
        icon={<KeyOutlined />}
        loading={signIn.isPending}
        onClick={() => signIn.mutate()}
        style={{ marginTop: 8 }}
      >
        {t('login.button')}
      </Button>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 8 }} />}
    </>
  );
}
