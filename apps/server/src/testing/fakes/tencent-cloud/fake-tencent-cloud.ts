import { randomUUID, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { TC3_ALGORITHM, tc3Signature, utcDateOf } from './fake-tc3-signature';

/**
 * An in-process Tencent Cloud API 3.0 for tests. Every request's TC3-HMAC-SHA256 signature is
 * recomputed from what arrived (host, content type, body, X-TC-Timestamp) with the fake's own signer;
 * a request that fails is answered as Tencent answers it (HTTP 200, `Response.Error`), otherwise
 * the fake answers the recorded answer chosen for the action (`recorded/<Action>.<example>.json`).
 * Its `agent` routes every connection to it, so clients keep Tencent's real hostnames.
 */

export type TencentAction =
  | 'IDCardOCR'
  | 'BizLicenseOCR'
  | 'DetectAuth'
  | 'GetDetectInfoEnhanced'
  | 'BankCard4EVerification'
  | 'SendSms';

const ACTIONS: Record<TencentAction, { service: string; version: string; example: string }> = {
  IDCardOCR: { service: 'ocr', version: '2018-11-19', example: 'front' },
  BizLicenseOCR: { service: 'ocr', version: '2018-11-19', example: 'company' },
  DetectAuth: { service: 'faceid', version: '2018-03-01', example: 'started' },
  GetDetectInfoEnhanced: { service: 'faceid', version: '2018-03-01', example: 'passed' },
  BankCard4EVerification: { service: 'faceid', version: '2018-03-01', example: 'match' },
  SendSms: { service: 'sms', version: '2021-01-11', example: 'sent' },
};

/** A request the fake accepted, as it arrived. */
export interface ReceivedCall {
  host: string;
  action: string;
  version: string;
  region: string | undefined;
  /** The service and date of the signature's credential scope. */
  service: string;
  scopeDate: string;
  timestamp: number;
  body: Record<string, unknown>;
  /** The headers exactly as sent, to replay the request. */
  headers: http.IncomingHttpHeaders;
  rawBody: Buffer;
}

export interface FakeTencentCloud {
  agent: http.Agent;
  calls: ReceivedCall[];
  /** The error codes the fake answered itself (AuthFailure.SignatureFailure...), in order. */
  refusals: string[];
  /** Answers `recorded/<action>.<example>.json` to that action from now on. */
  answer(action: TencentAction, example: string): void;
  close(): Promise<void>;
}

export async function startFakeTencentCloud(options: {
  secretId: string;
  secretKey: string;
  /** The fake's clock, in milliseconds; Tencent refuses a timestamp more than 5 minutes away from it. */
  now?: () => number;
}): Promise<FakeTencentCloud> {
  const calls: ReceivedCall[] = [];
  const refusals: string[] = [];
  const examples = new Map<string, string>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const verdict = authenticate(request, Buffer.concat(chunks), options);
      let answer: object;
      if ('code' in verdict) {
        refusals.push(verdict.code);
        const error = { Code: verdict.code, Message: verdict.message };
        answer = { Response: { Error: error, RequestId: randomUUID() } };
      } else {
        calls.push(verdict);
        const action = verdict.action as TencentAction;
        answer = recorded(action, examples.get(action) ?? ACTIONS[action].example);
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    agent: new ToFakeAgent(port),
    calls,
    refusals,
    answer: (action, example) => {
      recorded(action, example);
      examples.set(action, example);
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const AUTHORIZATION = new RegExp(
  `^${TC3_ALGORITHM} Credential=([^/]+)/(\\d{4}-\\d{2}-\\d{2})/([a-z]+)/tc3_request, ` +
    'SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$',
);

/** The call, when Tencent would accept it; otherwise the error Tencent would answer. */
function authenticate(
  request: http.IncomingMessage,
  rawBody: Buffer,
  options: { secretId: string; secretKey: string; now?: () => number },
): ReceivedCall | { code: string; message: string } {
  const header = (name: string) => String(request.headers[name] ?? '');
  const auth = AUTHORIZATION.exec(header('authorization'));
  if (!auth)
    return { code: 'AuthFailure.InvalidAuthorization', message: 'The Authorization header is malformed.' };
  const [, secretId, scopeDate, service, signedHeaders, signature] = auth as unknown as string[];
  if (secretId !== options.secretId)
    return { code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' };
  const timestamp = Number(header('x-tc-timestamp'));
  const now = (options.now ?? Date.now)() / 1000;
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > 300)
    return {
      code: 'AuthFailure.SignatureExpire',
      message: 'The signature expired: X-TC-Timestamp is out of range.',
    };

  const action = header('x-tc-action');
  const host = header('host');
  if (!isAction(action) || host.split('.')[0] !== ACTIONS[action].service)
    return { code: 'InvalidAction', message: `The action ${action} is not served by ${host}.` };
  const known = ACTIONS[action];
  const names = (signedHeaders as string).split(';');
  const url = new URL(request.url ?? '/', 'http://fake');
  const expected = tc3Signature(
    {
      method: request.method ?? '',
      path: url.pathname,
      query: url.search.slice(1),
      headers: Object.fromEntries(names.map((name) => [name, header(name)])),
      signedHeaders: names,
      body: rawBody,
      timestamp,
      service: known.service,
    },
    options.secretKey,
  );
  const signed =
    names.includes('host') &&
    names.includes('content-type') &&
    service === known.service &&
    scopeDate === utcDateOf(timestamp) &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(signature as string));
  if (!signed)
    return {
      code: 'AuthFailure.SignatureFailure',
      message: 'The provided credentials could not be validated. Please check your signature is correct.',
    };

  const version = header('x-tc-version');
  if (version !== known.version)
    return { code: 'NoSuchVersion', message: `The API version ${version} of ${action} does not exist.` };
  return {
    host,
    action,
    version,
    region: request.headers['x-tc-region'] as string | undefined,
    service: known.service,
    scopeDate: scopeDate as string,
    timestamp,
    body: JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>,
    headers: request.headers,
    rawBody,
  };
}

function isAction(action: string): action is TencentAction {
  return Object.hasOwn(ACTIONS, action);
}

/** A recorded answer, in Tencent's `{"Response": {...}}` shape. */
function recorded(action: TencentAction, example: string): object {
  const file = new URL(`./recorded/${action}.${example}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as object;
}

/** Connects every request to the fake, whatever its hostname, as DNS would connect it to Tencent. */
class ToFakeAgent extends http.Agent {
  constructor(private readonly port: number) {
    super();
  }

  override createConnection(): Duplex {
    return net.connect(this.port, '127.0.0.1');
  }
}
