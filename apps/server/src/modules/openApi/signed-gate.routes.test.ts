import { accessKeyEndpoints, ErrorCode } from '@gpucloud/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MINUTE_MS } from '../../core/clock';
import { pruneAccessKeyRequests } from '../../jobs/access-key-requests.job';
import { createKey, signedCall, type TestKey } from '../../testing/access-keys';
import { buildUser, loginAs } from '../../testing/builders';
import { redisEnv, TEST_REDIS_URL } from '../../testing/redis';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { SignatureProblem } from './request-signing';

/**
 * The rate limit and the replay guard of signed requests: a token bucket per key (LIMIT tokens,
 * refilled at LIMIT a minute) and a nonce accepted once, both spent in one call of the nonce store,
 * exact under concurrency, also across servers sharing the store (on PostgreSQL, each with its own
 * pool; with Redis, each with its own connection); and the key's row each server keeps, forgotten
 * when any server changes it.
 */
const LIMIT = 10;
const limitEnv = { OPENAPI_RATE_LIMIT_PER_MINUTE: String(LIMIT) };

/** Three servers sharing a database (and, given `env`, a Redis), with a session of one account. */
function threeServers(env: Record<string, string>) {
  const servers = { apps: [] as TestApp[], session: '' };
  beforeAll(async () => {
    const first = await createTestApp({ env });
    servers.apps = [
      first,
      await createTestApp({ env, sharingDatabaseOf: first }),
      await createTestApp({ env, sharingDatabaseOf: first }),
    ];
    servers.session = (await loginAs(first, await buildUser(first))).token;
  });
  afterAll(async () => {
    for (const app of [...servers.apps].reverse()) await app.close();
  });
  return servers;
}

const statuses = (replies: { body: { status: number } }[]) => replies.map((reply) => reply.body.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

type Servers = ReturnType<typeof threeServers>;

/** Signed calls to the servers, and their clocks. */
function using(servers: Servers) {
  const first = () => servers.apps[0] as TestApp;
  return {
    first,
    /** The servers' clocks agree again after a test moved the first one (every server reads one time). */
    alignClocks() {
      for (const app of servers.apps)
        app.clock.advance(first().clock.now().getTime() - app.clock.now().getTime());
    },
    call: (key: TestKey, options: Parameters<typeof signedCall>[5] = {}, app = first()) =>
      signedCall(app, key, 'GET', '/openapi/v1/key', undefined, options),
    newKey: () => createKey(first(), servers.session),
  };
}

/** The same rules whichever store keeps the nonces and buckets. */
function limitAndReplayGuard(servers: Servers, store: 'database' | 'Redis') {
  const { first, alignClocks, call, newKey } = using(servers);

  describe('the rate limit of a key', () => {
    it(`admits exactly ${LIMIT} of a burst of 50 concurrent requests, on one server and across three`, async () => {
      const alone = await newKey();
      const oneServer = statuses(await Promise.all(Array.from({ length: 50 }, () => call(alone))));
      expect(count(oneServer, 0)).toBe(LIMIT);
      expect(count(oneServer, ErrorCode.TOO_MANY_REQUESTS)).toBe(50 - LIMIT);

      const shared = await newKey();
      const acrossThree = statuses(
        await Promise.all(Array.from({ length: 50 }, (_, i) => call(shared, {}, servers.apps[i % 3]))),
      );
      expect(count(acrossThree, 0)).toBe(LIMIT);
      expect(count(acrossThree, ErrorCode.TOO_MANY_REQUESTS)).toBe(50 - LIMIT);
    });

    it('answers 429 naming the limit with Retry-After until a token is back, refills, and never holds more than the limit', async () => {
      const key = await newKey();
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
      const key = await newKey();
      const nonce = 'the-same-nonce-0001';
      const timestamp = Math.floor(first().clock.now().getTime() / 1000);
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) => call(key, { nonce, timestamp }, servers.apps[i % 3])),
      );
      expect(count(statuses(replies), 0)).toBe(1);
      for (const reply of replies.filter((r) => r.body.status !== 0))
        expect(reply.body).toMatchObject({
          status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
          reason: SignatureProblem.REPLAYED_NONCE,
        });
    });

    it('refuses a nonce outside the timestamp window, also once the store has forgotten it', async () => {
      const key = await newKey();
      const nonce = 'kept-only-for-the-window';
      const timestamp = Math.floor(first().clock.now().getTime() / 1000);
      expect((await call(key, { nonce, timestamp })).body.status).toBe(0);
      first().clock.advance(11 * MINUTE_MS);
      // The database's nonces are pruned by a job on the servers' clock; Redis's expire on its own
      // clock (redis-nonce-store.test.ts), which the test cannot move.
      if (store === 'database') await pruneAccessKeyRequests(first().deps);
      expect((await call(key, { nonce, timestamp })).body).toMatchObject({
        status: ErrorCode.ILLEGAL_ACCESS_TOKEN,
        reason: SignatureProblem.STALE_TIMESTAMP,
      });
      if (store === 'database') expect((await call(key, { nonce })).body.status).toBe(0);
    });

    it("records the key's last use and address, shown on the key list", async () => {
      alignClocks();
      const key = await newKey();
      expect((await call(key)).body.status).toBe(0);
      await vi.waitFor(async () => {
        const list = await first().call(accessKeyEndpoints.list, { session: servers.session });
        const shown = list.body.data.list.find((row) => row.AccessKeyId === key.accessKeyId);
        expect(shown?.LastUsedAt).toBeTruthy();
      });
    });
  });
}

describe('nonces and buckets in the database', () => {
  const servers = threeServers(limitEnv);
  limitAndReplayGuard(servers, 'database');
  keptKeyRows(servers);
});

describe.skipIf(!TEST_REDIS_URL)(
  'nonces and buckets in Redis (REDIS_URL; skipped without TEST_REDIS_URL)',
  () => {
    const servers = threeServers({ ...limitEnv, ...redisEnv(TEST_REDIS_URL ?? '') });
    limitAndReplayGuard(servers, 'Redis');
  },
);

/** What each server keeps of a key, whichever store keeps the nonces. */
function keptKeyRows(servers: Servers) {
  const { first, alignClocks, call, newKey } = using(servers);
  describe("the key's row a server keeps", () => {
    it('is forgotten when another server disables the key: its requests there are refused', async () => {
      alignClocks();
      const key = await newKey();
      const other = servers.apps[1] as TestApp;
      expect((await call(key, {}, other)).body.status).toBe(0);
      expect((await call(key, {}, other)).body.status).toBe(0);
      const off = await first().post('/access_key/set_enabled', {
        session: servers.session,
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
      const key = await newKey();
      const other = servers.apps[1] as TestApp;
      expect((await call(key, {}, other)).body.status).toBe(0);
      expect((await call(key, {}, other)).body.status).toBe(0);
      const rotated = await first().call(accessKeyEndpoints.rotate, {
        session: servers.session,
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
}
