import { authRoutes as endpoints } from '@gpucloud/contracts';
import { useMutation } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { currentLanguage } from '../i18n';
import { clearSession } from '../session';

export function useSendVerifyCode() {
  return useMutation({
    // A phone without an account yet gets its code in the language of this page.
    mutationFn: (body: CallInput<typeof endpoints.sendVerifyCode>) =>
      call(endpoints.sendVerifyCode, { ...body, language: currentLanguage() }),
  });
}

/**
 * Revokes the session on the server, forgets it here and reloads (SPEC §4): a public page reloads
 * in place, logged out; a console page reloads on /login. A failed revoke still logs out locally:
 * the user asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    await call(endpoints.logout);
  } catch {
    // already reported by the client; leaving must not depend on the server
  } finally {
    clearSession();
    if (window.location.pathname.includes('console')) window.location.assign('/login');
    else window.location.reload();
  }
}
