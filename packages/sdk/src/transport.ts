import {
  type AnyEndpoint,
  carriesBody,
  type EndpointData,
  type EndpointInput,
  ErrorCode,
} from '@gpucloud/contracts';
import type { z } from 'zod';
import { ApiError, parseRetryAfter } from './errors';
import { encodeQuery, newNonce, signatureHeaders } from './signing';

export interface TransportOptions {
  /** Where the API is served: its origin (each endpoint's path starts at /openapi/v1). */
  baseUrl: string;
  accessKeyId: string;
  secret: string;
  fetch?: typeof fetch;
  now?: () => Date;
  /** How waits are made (Retry-After, waitForStatus); tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Retry a 429 up to `retries` times, each after its Retry-After (1 s when it has none), as long
   * as that is at most `maxWaitSeconds` (default 60). Off by default: nothing else is retried.
   */
  retryOn429?: { retries: number; maxWaitSeconds?: number };
  /** Parse each successful answer with the endpoint's response schema (a ZodError on drift). */
  validateResponses?: boolean;
}

/** The `:name` segments of an endpoint's path, as the caller sends them. */
export type ParamsOf<E extends AnyEndpoint> = [Extract<NonNullable<E['params']>, z.ZodType>] extends [never]
  ? undefined
  : z.input<Extract<NonNullable<E['params']>, z.ZodType>>;

export interface CallOptions<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  /** The query of a GET, the JSON body of a POST. */
  input?: EndpointInput<E>;
  headers?: Readonly<Record<string, string>>;
}

export type Call = <E extends AnyEndpoint>(endpoint: E, options?: CallOptions<E>) => Promise<EndpointData<E>>;

export const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function fillPath(path: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

function isEnvelope(value: unknown): value is { status: number; reason: string; data: unknown } {
  if (typeof value !== 'object' || value === null) return false;
  const { status, reason } = value as Record<string, unknown>;
  return typeof status === 'number' && typeof reason === 'string';
}

/**
 * The one way a request leaves the client: the URL, query and body are fixed first, then the
 * signature covers those very bytes (path and query of the URL as sent, the exact body text).
 * Each attempt is signed anew: a nonce is good for one request only.
 */
export function createTransport(options: TransportOptions): Call {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retryOn429?.retries ?? 0;
  const maxWaitSeconds = options.retryOn429?.maxWaitSeconds ?? 60;

  async function send(
    endpoint: AnyEndpoint,
    url: URL,
    body: string,
    extra: Readonly<Record<string, string>>,
  ) {
    const withBody = carriesBody(endpoint.method);
    const signed = signatureHeaders({
      accessKeyId: options.accessKeyId,
      secret: options.secret,
      method: endpoint.method,
      path: url.pathname,
      query: url.search,
      body,
      timestamp: String(Math.floor(now().getTime() / 1000)),
      nonce: newNonce(),
    });
    const headers = new Headers({ accept: 'application/json', ...extra, ...signed });
    if (withBody) headers.set('content-type', 'application/json');
    return fetchFn(new Request(url, { method: endpoint.method, headers, ...(withBody ? { body } : {}) }));
  }

  return async function call<E extends AnyEndpoint>(endpoint: E, request: CallOptions<E> = {}) {
    const withBody = carriesBody(endpoint.method);
    const input: object = request.input ?? {};
    const query = withBody ? '' : encodeQuery(input);
    const path = fillPath(endpoint.path, request.params as object | undefined);
    const url = new URL(query === '' ? path : `${path}?${query}`, options.baseUrl);
    const body = withBody ? JSON.stringify(input) : '';
    for (let attempt = 0; ; attempt++) {
      const response = await send(endpoint, url, body, request.headers ?? {});
      const text = await response.text();
      let answer: unknown;
      try {
        answer = JSON.parse(text);
      } catch {
        answer = undefined;
      }
      if (response.ok && isEnvelope(answer) && answer.status === 0) {
        const envelope = options.validateResponses ? endpoint.response.parse(answer) : answer;
        return (envelope as { data: EndpointData<E> }).data;
      }
      const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), now());
      const error =
        isEnvelope(answer) && answer.status !== 0
          ? new ApiError(answer.status, answer.reason, response.status, retryAfterSeconds)
          : new ApiError(
              ErrorCode.HTTP_ERROR,
              `unexpected answer: HTTP ${response.status} ${text.slice(0, 200)}`.trim(),
              response.status,
              retryAfterSeconds,
            );
      const wait = retryAfterSeconds ?? 1;
      if (response.status !== 429 || attempt >= retries || wait > maxWaitSeconds) throw error;
      await sleep(wait * 1000);
    }
  };
}
