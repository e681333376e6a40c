import { KeyOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../shared/passkeys/i18n';
import { isCeremonyCancelled, passkeysSupported } from '../../../shared/passkeys/support';
import { useSessionOpener } from '../hooks';

const unchanging = () => () => {};

/** Asked for when the button is used, or about to be (pointer over it, focus on it). */
const loadPasskeySignIn = () => import('../passkeySignIn');
const warmPasskeySignIn = () => void loadPasskeySignIn().catch(() => {});

/**
 * Whether this browser has WebAuthn. The server's paint of the login page cannot know, so it shows no
 * button: the app hydrates that paint without it (as the server snapshot), then adds it.
 */
function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => false);
}

/**
 * Signs in with a passkey alone: the browser offers the passkeys it holds for this site (no phone
 * asked), the server answers a session like the password login's. Hidden where the browser has no WebAuthn.
 */
export function PasskeySignInButton() {
  const { t } = useTranslation('passkeys');
  const open = useSessionOpener();
  const supported = usePasskeysSupported();
  const signIn = useMutation({
    mutationFn: async () => (await loadPasskeySignIn()).signInWithPasskey(),
    onSuccess: open,
  });
  if (!supported) return null;
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
        onPointerEnter={warmPasskeySignIn}
        onFocus={warmPasskeySignIn}
        style={{ marginTop: 8 }}
      >
        {t('login.button')}
      </Button>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 8 }} />}
    </>
  );
}
