import { accessKeyEndpoints, ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { pruneAccessKeyRequests } from '../../jobs/access-key-requests.job';
import { createKey, signedCall, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SignatureProblem } from './request-signing';

/**
 * The rate limit and the replay guard of signed requests: a token bucket per key (LIMIT tokens,
 * refilled at LIMIT a minute) and a nonce accepted once, both spent in one statement, exact under
 * concurrency, also across servers sharing the database (on PostgreSQL, each with its own pool);
 * and the key's row each server keeps, forgotten when any server changes it.
 */
const LIMIT = 10;
const env = { OPENAPI_RATE_LIMIT_PER_MINUTE: String(LIMIT) };
let apps: TestApp[];
let session: string;

beforeAll(async () => {
  const first = await createTestApp({ env });
  apps = [
    first,
    await createTestApp({ env, sharingDatabaseOf: first }),
    await createTestApp({ env, sharingDatabaseOf: first }),
  ];
  session = (await loginAs(first, await buildUser(first))).token;
});
afterAll(async () => {
  for (const app of [...apps].reverse()) await app.close();
});

const first = () => apps[0] as TestApp;
/** The servers' clocks agree again after a test moved the first one (every server reads one time). */
function alignClocks(): void {
  for (const app of apps) app.clock.advance(first().clock.now().getTime() - app.clock.now().getTime());
}
const call = (key: TestKey, options: Parameters<typeof signedCall>[5] = {}, app = first()) =>
  signedCall(app, key, 'GET', '/openapi/v1/key', undefined, options);
const statuses = (replies: { body: { status: number } }[]) => replies.map((reply) => reply.body.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('the rate limit of a key', () => {
  it(`admits exactly ${LIMIT} of a burst of 50 concurrent requests, on one server and across three`, async () => {
    const alone = await createKey(first(), session);
    const oneServer = statuses(await Promise.all(Array.from({ length: 50 }, () => call(alone))));
    expect(count(oneServer, 0)).toBe(LIMIT);
    expect(count(oneServer, ErrorCode.TOO_MANY_REQUESTS)).toBe(50 - LIMIT);

    const shared = await createKey(first(), session);
    const threeServers = statuses(
      await Promise.all(Array.from({ length: 50 }, (_, i) => call(shared, {}, apps[i % 3]))),
    );
    expect(count(threeServers, 0)).toBe(LIMIT);
    expect(count(threeServers, ErrorCode.TOO_MANY_REQUESTS)).toBe(50 - LIMIT);
  });

  it('answers 429 naming the limit with Retry-After until a token is back, refills, and never holds more than the limit', async () => {
    const key = await createKey(first(), session);
    for (let i = 0; i < LIMIT; i += 1) expect((await call(key)).body.status).toBe(0);
    const nonce = 'refused-then-sent-again';
    const refused = await call(key, { nonce });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({
      status: ErrorCode.TOO_MANY_REQUESTS,
      reason: SignatureProblem.RATE_LIMITED(LIMIT),
    });
    // One token comes back every 60 / LIMIT seconds.
    expect(refused.headers['retry-after']).toBe(String(60 / LIMIT));
    first().clock.advance(MINUTE_MS / LIMIT - 1_000);
    expect((await call(key)).headers['retry-after']).toBe('1');
    first().clock.advance(1_000);
    // The refused request did not spend its nonce: the same request is admitted once a token is back.
    expect((await call(key, { nonce })).body.status).toBe(0);
    expect((await call(key)).body.status).toBe(ErrorCode.TOO_MANY_REQUESTS);

    // Ten minutes idle fill the bucket to the limit, not beyond.
    first().clock.advance(10 * MINUTE_MS);
    const burst = statuses(await Promise.all(Array.from({ length: LIMIT + 5 }, () => call(key))));
    expect(count(burst, 0)).toBe(LIMIT);
  });
});

describe('the replay guard', () => {
  it('admits a nonce once, also when the same request arrives at once on three servers', async () => {
    alignClocks();
    const key = await createKey(first(), session);
    const nonce = 'the-same-nonce-0001';
    const timestamp = Math.floor(first().clock.now().getTime() / 1000);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call(key, { nonce, timestamp }, apps[i % 3])),
    );
    expect(count(statuses(replies), 0)).toBe(1);
    for (const reply of replies.filter((r) => r.body.status !== 0))
      expect(reply.body).toMatchObject({
        status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
        reason: SignatureProblem.REPLAYED_NONCE,
      });
  });

  it('refuses a nonce outside the timestamp window, also once its row has been pruned', async () => {
    const key = await createKey(first(), session);
    const nonce = 'kept-only-for-the-window';
    const timestamp = Math.floor(first().clock.now().getTime() / 1000);
    expect((await call(key, { nonce, timestamp })).body.status).toBe(0);
    first().clock.advance(11 * MINUTE_MS);
    await pruneAccessKeyRequests(first().deps);
    expect((await call(key, { nonce, timestamp })).body).toMatchObject({
      status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
      reason: SignatureProblem.STALE_TIMESTAMP,
    });
    expect((await call(key, { nonce })).body.status).toBe(0);
  });
});

describe("the key's row a server keeps", () => {
  it('is forgotten when another server disables the key: its requests there are refused', async () => {
    alignClocks();
    const key = await createKey(first(), session);
    const other = apps[1] as TestApp;
    expect((await call(key, {}, other)).body.status).toBe(0);
    expect((await call(key, {}, other)).body.status).toBe(0);
    const off = await first().post('/access_key/set_enabled', {
      session,
      access_key_id: key.accessKeyId,
      enabled: false,
    });
    expect(off.body.status).toBe(0);
    expect((await call(key)).body.reason).toBe(SignatureProblem.DISABLED_KEY);
    // Another process hears the change as its announcement arrives (PostgreSQL: asynchronously).
    await vi.waitFor(
      async () => expect((await call(key, {}, other)).body.reason).toBe(SignatureProblem.DISABLED_KEY),
      {
        timeout: 5_000,
      },
    );
  });

  it('is forgotten with its opened secret when another server rotates the key: the new secret works there', async () => {
    alignClocks();
    const key = await createKey(first(), session);
    const other = apps[1] as TestApp;
    expect((await call(key, {}, other)).body.status).toBe(0);
    expect((await call(key, {}, other)).body.status).toBe(0);
    const rotated = await first().call(accessKeyEndpoints.rotate, {
      session,
      access_key_id: key.accessKeyId,
      grace_hours: 0,
    });
    const renewed = { ...key, secret: rotated.body.data.Secret };
    await vi.waitFor(
      async () => expect((await call(key, {}, other)).body.reason).toBe(SignatureProblem.ROTATED_OUT),
      { timeout: 5_000 },
    );
    expect((await call(renewed, {}, other)).body.status).toBe(0);
  });
});
