import { REQUEST_TIMEOUT_MS } from '@gpucloud/contracts';
import { clearSession, getToken } from '../shared/session';
import { ApiError, NetworkError } from './errors';
import { clientHooks as hooks } from './hooks';
import {
  encodeForm,
  endsSession,
  isFormEncoded,
  isInsufficientBalance,
  isSilent,
  withSession,
} from './policy';

export { ApiError, HttpError, NetworkError } from './errors';
export { type ApiClientHooks, configureApiClient } from './hooks';

const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

/**
 * POST to the main API. Resolves with `data` of a `{status: 0}` envelope; otherwise rejects
 * with ApiError (after the toast, fast-pay and session handling of SPEC §4 and §8) or NetworkError.
 */
export async function apiPost<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
  const form = isFormEncoded(path);
  const payload = withSession(path, body, getToken());
  return request<T>(path, `${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      Accept: 'application/json',
    },
    body: form ? encodeForm(payload) : JSON.stringify(payload),
  });
}

/**
 * GET from the main API (SPEC §7: /get_notice_by_page, /instance/kvm/get_local_images), with the
 * same envelope and error handling as apiPost. The session goes into the query only when asked:
 * a token in a URL ends up in logs, so public lists do without.
 */
export async function apiGet<T>(
  path: string,
  query: Record<string, string | number | boolean | undefined> = {},
  options: { withSession?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const token = getToken();
  if (options.withSession && token && !params.has('session')) params.append('session', token);
  const search = params.toString();
  return request<T>(path, `${API_BASE}${path}${search ? `?${search}` : ''}`, {
    method: 'GET',
    headers: { Accept: 'application/json' },
    signal: options.signal,
  });
}

async function request<T>(path: string, url: string, init: RequestInit): Promise<T> {
  try {
    return await send<T>(url, init);
  } catch (error) {
    if (error instanceof ApiError) {
      if (endsSession(error.status, error.reason, window.location.pathname)) {
        clearSession();
        hooks.onSessionEnded();
      }
      if (isInsufficientBalance(error.reason)) hooks.onInsufficientBalance();
      else if (!isSilent(path, error.reason)) hooks.notifyError(error);
    } else if (error instanceof NetworkError) {
      hooks.notifyError(error);
    }
    throw error;
  }
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  // A caller's own signal (a query that is no longer needed) cancels too, without a toast.
  const callerSignal = init.signal;
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    // Errors come with 4xx/5xx HTTP statuses but still carry the envelope: read it either way.
    const envelope = await readEnvelope(response);
    if (envelope.status !== 0) throw new ApiError(envelope.status, envelope.reason);
    return envelope.data as T;
  } catch (error) {
    if (error instanceof ApiError || error instanceof NetworkError) throw error;
    if (callerSignal?.aborted) throw error;
    if (controller.signal.aborted) {
      throw new NetworkError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    }
    throw new NetworkError('offline', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

async function readEnvelope(response: Response): Promise<{ status: number; reason: string; data: unknown }> {
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new NetworkError('bad-answer', `HTTP ${response.status} ${response.statusText}`.trim());
  }
  if (
    typeof json !== 'object' ||
    json === null ||
    typeof (json as { status?: unknown }).status !== 'number'
  ) {
    throw new NetworkError('bad-answer', `HTTP ${response.status}: unexpected answer`);
  }
  const { status, reason, data } = json as { status: number; reason?: unknown; data?: unknown };
  return { status, reason: typeof reason === 'string' ? reason : '', data };
}
