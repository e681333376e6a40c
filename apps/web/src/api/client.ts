import { clearSession, getToken } from '../shared/session';
import { clearStaffSession, getStaffToken } from '../shared/staffSession';
import { ApiError, NetworkError } from './errors';
import { clientHooks as hooks } from './hooks';
import {
  encodeForm,
  endsSession,
  isFormEncoded,
  isInsufficientBalance,
  isSessionFailure,
  isSilent,
  isStepUpRequired,
  type SessionKind,
  withSession,
} from './policy';
import { fetchEnvelope, queryString } from './transport';

export { ApiError, HttpError, NetworkError } from './errors';
export { type ApiClientHooks, configureApiClient } from './hooks';
export type { SessionKind } from './policy';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/**
 * POST to the main API. Resolves with `data` of a `{status: 0}` envelope; otherwise rejects
 * with ApiError (after the toast, fast-pay and session handling of SPEC §4 and §8) or NetworkError.
 */
export async function apiPost<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: { session?: SessionKind } = {},
): Promise<T> {
  const session = options.session ?? 'customer';
  const form = isFormEncoded(path);
  const payload = withSession(path, body, tokenOf(session));
  return request<T>(path, session, `${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...readerHeaders(),
    },
    body: form ? encodeForm(payload) : JSON.stringify(payload),
  });
}

/**
 * GET from the main API (SPEC §7: /get_notice_by_page, /instance/kvm/get_local_images), with the
 * same envelope and error handling as apiPost. The session, when asked for, goes in the
 * `Authorization` header, never the query: a token in a URL ends up in logs and browser history.
 */
export async function apiGet<T>(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
  options: { withSession?: boolean; session?: SessionKind; signal?: AbortSignal } = {},
): Promise<T> {
  const session = options.session ?? 'customer';
  const token = options.withSession ? tokenOf(session) : null;
  return request<T>(path, session, `${API_BASE}${path}${queryString(query)}`, {
    method: 'GET',
    headers: token ? { ...readerHeaders(), Authorization: `Bearer ${token}` } : readerHeaders(),
    signal: options.signal,
  });
}

/**
 * Every call says the language the pages are in (i18n sets <html lang>), so what the server writes
 * (refusal reasons, staff texts, composed labels) comes back in the reader's language.
 */
function readerHeaders(): Record<string, string> {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language
    ? { Accept: 'application/json', 'Accept-Language': language }
    : { Accept: 'application/json' };
}

function tokenOf(session: SessionKind): string | null {
  if (session === 'staff') return getStaffToken();
  return session === 'customer' ? getToken() : null;
}

async function request<T>(
  path: string,
  session: SessionKind,
  url: string,
  init: RequestInit,
  mayStepUp = true,
): Promise<T> {
  try {
    return await fetchEnvelope<T>(url, init);
  } catch (error) {
    if (mayStepUp && session === 'customer' && isStepUpRequired(error) && (await hooks.onStepUpRequired())) {
      return request<T>(path, session, url, init, false);
    }
    if (error instanceof ApiError) {
      if (session === 'staff' && isSessionFailure(error.status, error.reason)) {
        clearStaffSession();
        hooks.onStaffSessionEnded();
      }
      if (session === 'customer' && endsSession(error.status, error.reason, window.location.pathname)) {
        clearSession();
        hooks.onSessionEnded();
      }
      if (session === 'customer' && isInsufficientBalance(error.reason)) hooks.onInsufficientBalance();
      else if (!isSilent(path, error.reason)) hooks.notifyError(error);
    } else if (error instanceof NetworkError) {
      hooks.notifyError(error);
    }
    throw error;
  }
}
