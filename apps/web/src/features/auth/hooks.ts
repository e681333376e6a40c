import {
  authRoutes as endpoints,
  type LoginData,
  type LoginOrChallenge,
  type SecondFactorChallenge,
} from '@gpucloud/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type CallInput, call } from '../../api/call';
import { clearReferral } from '../../shared/referral';
import { saveSession } from '../../shared/session';
import { rememberRegistrationLanguage } from './registrationLanguage';

export { logout, useSendVerifyCode } from '../../shared/queries/auth';

export type SessionRequest =
  | { kind: 'password'; body: CallInput<typeof endpoints.login> }
  | { kind: 'register'; body: CallInput<typeof endpoints.register> }
  | { kind: 'company'; body: CallInput<typeof endpoints.companyRegister> }
  | { kind: 'subAccount'; body: CallInput<typeof endpoints.subAccountLogin> };

/** Each way of getting a session: LoginData, or a second-factor challenge for the logins (issue 46). */
function requestSession(request: SessionRequest): Promise<LoginOrChallenge> {
  switch (request.kind) {
    case 'password':
      return call(endpoints.login, request.body);
    case 'register':
      return call(endpoints.register, request.body);
    case 'company':
      return call(endpoints.companyRegister, request.body);
    case 'subAccount':
      return call(endpoints.subAccountLogin, request.body);
  }
}

/** Logs in or registers, then stores the session (SPEC §4: token and sessionId). */
export function useStartSession() {
  return useMutation({
    mutationFn: async (request: SessionRequest) => {
      const data = await requestSession(request);
      if (isChallenge(data)) return data;
      saveSession(data);
      if (request.kind === 'register' || request.kind === 'company') {
        clearReferral();
        await rememberRegistrationLanguage();
      }
      return data;
    },
  });
}

/** A sign-in that asks for the second factor before it gives a session. */
export function isChallenge(data: LoginOrChallenge): data is SecondFactorChallenge {
  return 'Challenge' in data;
}

/**
 * Starts a session, then opens the `redirect` target (or the dashboard) with a fresh cache. When the
 * account has a second factor, `challenge` holds the sign-in's second step instead.
 */
export function useSessionStarter() {
  const mutation = useStartSession();
  const enter = useEnterConsole();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const start = async (request: SessionRequest) => {
    const data = await mutation.mutateAsync(request);
    if (isChallenge(data)) setChallenge(data);
    else await enter();
  };
  return {
    start,
    challenge,
    clearChallenge: () => setChallenge(null),
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/**
 * For a session that arrived another way (a confirmed WeChat QR login): stores it as the password
 * login does, then goes on to the `redirect` target.
 */
export function useSessionOpener() {
  const enter = useEnterConsole();
  return async (data: LoginData) => {
    saveSession(data);
    await enter();
  };
}

/** After a login: forget the logged-out cache and open the `redirect` target (or the dashboard). */
function useEnterConsole() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return async () => {
    queryClient.clear();
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
}

/** A same-site path to return to after logging in; anything else falls back to the dashboard. */
export function safeRedirect(target: string | null): string {
  const sameSite = target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  if (target && sameSite && !target.includes('login')) return target;
  return '/console/dashboard';
}
