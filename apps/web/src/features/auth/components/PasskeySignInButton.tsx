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
 * Whether this browser has WebAuthn. The server's paint of the login page cannot know; nearly every
 * browser has it, so the paint shows the button (the app hydrates it as the server snapshot), and a
 * browser without WebAuthn drops it after hydrating. Painted without it, the button pushed the form
 * below it down on a phone as the app started (a layout shift, issue 43).
 */
function usePasskeysSupported(): boolean {
  return useSyncExternalStore(unchanging, passkeysSupported, () => true);
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
