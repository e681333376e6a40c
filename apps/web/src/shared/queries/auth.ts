import { authRoutes as endpoints, isReason, Reason } from '@gpucloud/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type CallInput, call } from '../../api/call';
import { ApiError } from '../../api/errors';
import { currentLanguage } from '../i18n';
import { solvePowChallenge } from '../pow/solvePowChallenge';
import { clearSession } from '../session';

type SendInput = Omit<CallInput<typeof endpoints.sendVerifyCode>, 'pow_challenge' | 'pow_nonce'>;

/**
 * Sends an SMS code. After a few sends from one address the server asks for a proof of work: the
 * challenge is fetched and solved here and the send repeated, with `checking` true meanwhile so the
 * form can say it is checking the browser.
 */
export function useSendVerifyCode() {
  const [checking, setChecking] = useState(false);
  const mutation = useMutation({
    mutationFn: async (body: SendInput) => {
      // A phone without an account yet gets its code in the language of this page.
      const input = { ...body, language: currentLanguage() };
      try {
        return await call(endpoints.sendVerifyCode, input);
      } catch (error) {
        if (!(error instanceof ApiError && isReason(error.reason, Reason.POW_REQUIRED))) throw error;
      }
      setChecking(true);
      try {
        const challenge = await call(endpoints.powChallenge);
        const nonce = await solvePowChallenge(challenge);
        return await call(endpoints.sendVerifyCode, {
          ...input,
          pow_challenge: challenge.Challenge,
          pow_nonce: nonce,
        });
      } finally {
        setChecking(false);
      }
    },
  });
  return { ...mutation, checking };
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
