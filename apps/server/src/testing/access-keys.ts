import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AccessKeyRow, Envelope } from '@gpucloud/contracts';
import { accessKeyEndpoints } from '@gpucloud/contracts';
import { canonicalRequest, stringToSign } from '@gpucloud/domain';
import { insertSubAccount } from '../modules/account/account.repository';
import { createSession } from '../modules/sessions/sessions.service';
import type { TestApp } from './test-app';

/** An access key as its owner holds it: the id and the secret shown once. */
export interface TestKey {
  accessKeyId: string;
  secret: string;
}

/** A sub-account of `mainUserId` with a signed-in session (its keys are its own). */
export async function subAccountSession(app: TestApp, mainUserId: number, moneyLimitFen = 1_000) {
  const sub = await insertSubAccount(app.deps.db, {
    mainUserId,
    loginName: `keys-${randomBytes(6).toString('hex')}`,
    passwordHash: 'x',
    moneyLimit: moneyLimitFen,
    now: app.clock.now(),
  });
  const owner = { userId: mainUserId, subAccountId: sub.id };
  const { token } = await createSession(app.deps.db, app.deps, owner, { ip: '::1', userAgent: 'test' });
  return { id: sub.id, loginName: sub.loginName, session: token };
}

/** Makes a key through the console API (all scopes unless told), answering its id and secret. */
export async function createKey(
  app: TestApp,
  session: string,
  fields: Record<string, unknown> = {},
): Promise<TestKey & { row: AccessKeyRow }> {
  const reply = await app.call(accessKeyEndpoints.create, {
    session,
    name: 'test key',
    scopes: ['read', 'instances', 'billing'],
    ...fields,
  });
  if (reply.body.status !== 0) throw new Error(`key not made: ${reply.body.reason}`);
  const { key, Secret } = reply.body.data;
  return { accessKeyId: key.AccessKeyId, secret: Secret, row: key };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

export interface SignOptions {
  /** Unix seconds; the app's clock by default. */
  timestamp?: number;
  nonce?: string;
  /** Signs these bytes but sends `body` (a tampered request). */
  signedBody?: string;
  /** The client's address as the server sees it. */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * A signed request of the public API as it goes on the wire: `url` with its query as sent, `payload`
 * the exact body text. Built by hand from the scheme's rules (not through the SDK), so a test can
 * break any part of it.
 */
export async function signedInject(
  app: TestApp,
  key: TestKey,
  request: { method: string; url: string; payload?: string; contentType?: string },
  options: SignOptions = {},
) {
  const text = request.payload ?? '';
  const timestamp = String(options.timestamp ?? Math.floor(app.clock.now().getTime() / 1000));
  const nonce = options.nonce ?? randomBytes(16).toString('hex');
  const at = request.url.indexOf('?');
  const canonical = canonicalRequest({
    method: request.method,
    path: at < 0 ? request.url : request.url.slice(0, at),
    query: at < 0 ? '' : request.url.slice(at + 1),
    bodySha256: sha256(options.signedBody ?? text),
    timestamp,
    nonce,
  });
  const signature = createHmac('sha256', key.secret)
    .update(stringToSign(timestamp, sha256(canonical)))
    .digest('hex');
  const contentType = request.contentType ?? (text === '' ? undefined : 'application/json');
  return app.server.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      'x-access-key': key.accessKeyId,
      'x-timestamp': timestamp,
      'x-nonce': nonce,
      'x-signature': signature,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...options.headers,
    },
    ...(text === '' ? {} : { payload: text }),
  });
}

/** A signed JSON call of the public API, answering the envelope. */
export async function signedCall<T>(
  app: TestApp,
  key: TestKey,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: SignOptions = {},
): Promise<{ statusCode: number; body: Envelope<T>; headers: Record<string, unknown> }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const raw = await signedInject(app, key, { method, url, ...(payload ? { payload } : {}) }, options);
  return { statusCode: raw.statusCode, body: raw.json<Envelope<T>>(), headers: raw.headers };
}
