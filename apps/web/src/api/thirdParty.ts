import { ErrorCode } from '@gpucloud/contracts';
import { clearSession, getToken } from '../shared/session';
import { ApiError, HttpError, NetworkError } from './errors';
import { clientHooks as hooks } from './hooks';
import { endsSession, isSessionFailure } from './policy';
import { fetchEnvelope, queryString } from './transport';

const THIRD_PARTY_BASE = import.meta.env.VITE_THIRD_PARTY_BASE ?? '/third-party';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | undefined>;
type Body = Record<string, unknown> | FormData;

/** 100031 illegal and 100032 expired access token (SPEC §8). */
const TOKEN_ERRORS = new Set<number>([ErrorCode.ILLEGAL_ACCESS_TOKEN, ErrorCode.ACCESS_TOKEN_EXPIRED]);

/** Background calls whose token errors stay quiet: the guard asks on every navigation. */
const QUIET_TOKEN_ERROR_PATHS = new Set(['/api/v1/work-order/unread-flag']);

/** SPEC §8: the verifications endpoint shows no toast for its failures; its page says what happened. */
const QUIET_PATHS = new Set(['/api/v1/verification/verifications']);

/**
 * Calls the third-party API (work orders, verification): the token goes in `Authorization`,
 * POST and PUT bodies also carry `session`. Resolves with `data` of a `{status: 0}` envelope.
 */
export async function thirdPartyRequest<T>(
  method: Method,
  path: string,
  options: { query?: Query; body?: Body } = {},
): Promise<T> {
  const token = getToken();
  try {
    return await send<T>(method, path, token, options);
  } catch (error) {
    report(path, error);
    throw error;
  }
}

export const thirdParty = {
  get: <T>(path: string, query?: Query) => thirdPartyRequest<T>('GET', path, { query }),
  post: <T>(path: string, body?: Body) => thirdPartyRequest<T>('POST', path, { body }),
  put: <T>(path: string, body?: Body) => thirdPartyRequest<T>('PUT', path, { body }),
  delete: <T>(path: string, query?: Query) => thirdPartyRequest<T>('DELETE', path, { query }),
};

function report(path: string, error: unknown): void {
  if (error instanceof ApiError) {
    if (TOKEN_ERRORS.has(error.status)) {
      if (!QUIET_TOKEN_ERROR_PATHS.has(path)) hooks.notifyError(error);
      return;
    }
    if (isSessionFailure(error.status, error.reason)) {
      if (endsSession(error.status, error.reason, window.location.pathname)) {
        clearSession();
        hooks.onSessionEnded();
      }
      return;
    }
  }
  if (QUIET_PATHS.has(path)) return;
  if (error instanceof ApiError || error instanceof HttpError || error instanceof NetworkError) {
    hooks.notifyError(error);
  }
}

function withSessionBody(body: Body | undefined, token: string | null): string | FormData | undefined {
  if (body instanceof FormData) {
    if (token && !body.has('session')) body.append('session', token);
    return body;
  }
  const json = { ...body };
  if (token && json.session === undefined) json.session = token;
  return JSON.stringify(json);
}

async function send<T>(
  method: Method,
  path: string,
  token: string | null,
  { query, body }: { query?: Query; body?: Body },
): Promise<T> {
  const hasBody = method === 'POST' || method === 'PUT';
  const payload = hasBody ? withSessionBody(body, token) : undefined;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (typeof payload === 'string') headers['Content-Type'] = 'application/json';
  return fetchEnvelope<T>(
    `${THIRD_PARTY_BASE}${path}${queryString(query ?? {})}`,
    { method, headers, body: payload },
    (response, json) =>
      response.ok
        ? new NetworkError('bad-answer', `HTTP ${response.status}: unexpected answer`)
        : new HttpError(response.status, httpErrorText(response, json)),
  );
}

/** SPEC §8: an HTTP error shows the body's `message`, else its `error`, else the status line. */
function httpErrorText(response: Response, json: unknown): string {
  if (typeof json === 'object' && json !== null) {
    const { message, error } = json as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `HTTP ${response.status} ${response.statusText}`.trim();
}
