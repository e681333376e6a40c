import type {
  CompanyRegisterRequest,
  LoginData,
  LoginRequest,
  RegisterRequest,
  SendVerifyCodeRequest,
  SubAccountLoginRequest,
} from '@gpucloud/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { apiPost } from '../../api/client';
import { clearSession, saveSession } from '../../shared/session';

/** Where each way of getting a session posts; all of them answer with LoginData. */
const SESSION_ENDPOINTS = {
  password: '/login',
  register: '/register',
  company: '/company_register',
  subAccount: '/sub_account_login',
} as const;

export type SessionRequest =
  | { kind: 'password'; body: LoginRequest }
  | { kind: 'register'; body: RegisterRequest }
  | { kind: 'company'; body: CompanyRegisterRequest }
  | { kind: 'subAccount'; body: SubAccountLoginRequest };

/** Logs in or registers, then stores the session (SPEC §4: token and sessionId). */
export function useStartSession() {
  return useMutation({
    mutationFn: async ({ kind, body }: SessionRequest) => {
      const data = await apiPost<LoginData>(SESSION_ENDPOINTS[kind], body);
      saveSession(data);
      return data;
    },
  });
}

/** Starts a session, then opens the `redirect` target (or the dashboard) with a fresh cache. */
export function useSessionStarter() {
  const mutation = useStartSession();
  const enter = useEnterConsole();
  const start = async (request: SessionRequest) => {
    await mutation.mutateAsync(request);
    await enter();
  };
  return { start, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
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

export function useSendVerifyCode() {
  return useMutation({
    mutationFn: (body: SendVerifyCodeRequest) =>
      apiPost<{ expires_in: number }>('/auth/send_verify_code', body),
  });
}

/**
 * Revokes the session on the server, forgets it here and reloads (SPEC §4): a public page reloads
 * in place, logged out; a console page reloads on /login. A failed revoke still logs out locally:
 * the user asked to leave.
 */
export async function logout(): Promise<void> {
  try {
    await apiPost('/logout');
  } catch {
    // already reported by the client; leaving must not depend on the server
  } finally {
    clearSession();
    if (window.location.pathname.includes('console')) window.location.assign('/login');
    else window.location.reload();
  }
}

/** A same-site path to return to after logging in; anything else falls back to the dashboard. */
export function safeRedirect(target: string | null): string {
  const sameSite = target?.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
  if (target && sameSite && !target.includes('login')) return target;
  return '/console/dashboard';
}
