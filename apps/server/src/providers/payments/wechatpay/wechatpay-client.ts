import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../core/clock';
import { PaymentGatewayError } from '../payment-provider';
import type { WechatPayConfig } from './wechatpay-config';
import { authorizationHeader, newNonce, signatureHeadersOf, signatureProblem } from './wechatpay-signing';

/** What WeChat Pay answered, once its signature verified. */
export type WechatPayAnswer =
  | { ok: true; status: number; body: unknown }
  /** A 4xx in WeChat Pay's error form `{"code": "...", "message": "..."}`. */
  | { ok: false; status: number; code: string; message: string };

export interface WechatPayClientOptions {
  clock: Clock;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
  /** How long one call may take before nothing is known; 10 s unless a test says otherwise. */
  timeoutMs?: number;
}

export type WechatPayCall = (
  method: 'GET' | 'POST',
  pathWithQuery: string,
  body?: Record<string, unknown>,
) => Promise<WechatPayAnswer>;

const USER_AGENT = 'gpucloud-server (WeChat Pay API v3)';

/**
 * Signs each request with the merchant key and believes an answer only once its platform signature
 * verified. Anything else (no answer, a 5xx, an unsigned or unreadable answer) is PaymentGatewayError:
 * nothing is known about what the gateway did.
 */
export function createWechatPayClient(
  config: WechatPayConfig,
  options: WechatPayClientOptions,
): WechatPayCall {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  return async (method, pathWithQuery, body) => {
    const url = new URL(`${config.apiBase}${pathWithQuery}`);
    const text = body === undefined ? '' : JSON.stringify(body);
    const authorization = authorizationHeader(config, {
      method,
      pathWithQuery: `${url.pathname}${url.search}`,
      body: text,
      timestamp: Math.floor(options.clock.now().getTime() / 1000),
      nonce: newNonce(),
    });
    const headers: Record<string, string> = {
      Authorization: authorization,
      Accept: 'application/json',
      'User-Agent': USER_AGENT,
      'Wechatpay-Serial': config.preferredPlatformSerial,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    const what = `wechat pay ${method} ${url.pathname}`;
    let response: Response;
    let answer: string;
    try {
      response = await send(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: text }),
        // A redirect is not WeChat Pay's way; following one would send the signed request elsewhere.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PaymentGatewayError(`${what} got no answer: ${reason}`, { cause: error });
    }

    const code = errorCodeOf(answer);
    if (response.status >= 500)
      throw new PaymentGatewayError(`${what} answered ${response.status} ${code?.code ?? ''}`.trim());
    const problem = signatureProblem(
      config,
      signatureHeadersOf((name) => response.headers.get(name)),
      answer,
      options.clock.now(),
    );
    if (problem) {
      // Possibly not WeChat Pay at all: nothing in it is used, and the status says what it claimed.
      options.log.warn(
        { path: url.pathname, status: response.status, code: code?.code, problem },
        'wechat pay answer failed verification',
      );
      throw new PaymentGatewayError(
        `${what} answered ${response.status}${code ? ` ${code.code}` : ''} ${problem}`,
      );
    }
    if (response.status >= 200 && response.status < 300)
      return { ok: true, status: response.status, body: answer === '' ? null : parseJson(what, answer) };
    if (!code) throw new PaymentGatewayError(`${what} answered ${response.status} without an error code`);
    options.log.info({ path: url.pathname, status: response.status, code: code.code }, 'wechat pay refused');
    return { ok: false, status: response.status, ...code };
  };
}

function parseJson(what: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new PaymentGatewayError(`${what} answered something that is not JSON`, { cause: error });
  }
}

function errorCodeOf(text: string): { code: string; message: string } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const code: unknown = Reflect.get(parsed, 'code');
    const message: unknown = Reflect.get(parsed, 'message');
    if (typeof code !== 'string' || !/^[A-Z_]{1,64}$/.test(code)) return null;
    return { code, message: typeof message === 'string' ? message.slice(0, 256) : '' };
  } catch {
    return null;
  }
}
