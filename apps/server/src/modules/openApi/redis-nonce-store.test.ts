import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@gpucloud/contracts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../../testing/redis';
import { NonceSpender } from './nonce-spender';
import { RedisNonceStore, STORE_UNAVAILABLE } from './redis-nonce-store';

const silent = { warn: () => undefined };
const AT = new Date('2026-11-30T08:00:00.000Z');
const batch = (keyId: number, nonces: string[], at = AT, perMinute = 10) => ({
  keyId,
  nonces,
  at,
  ip: '127.0.0.1',
  perMinute,
});

describe.skipIf(!TEST_REDIS_URL)('the Redis nonce store (skipped without TEST_REDIS_URL)', () => {
  const prefix = `test-${randomUUID()}:gate`;
  let first: Redis;
  let second: Redis;
  beforeAll(() => {
    first = new Redis(TEST_REDIS_URL ?? '');
    second = new Redis(TEST_REDIS_URL ?? '');
  });
  afterAll(async () => {
    const keys = await first.keys(`${prefix}:*`);
    if (keys.length > 0) await first.del(...keys);
    first.disconnect();
    second.disconnect();
  });

  it('takes a token per fresh nonce, refuses a nonce seen before, and gives back nonces refused for the rate', async () => {
    const store = new RedisNonceStore(first, prefix, silent);
    expect(await store.spend(batch(1, ['a', 'b', 'c'], AT, 2))).toEqual({
      fresh: ['a', 'b', 'c'],
      taken: 2,
      level: 0,
    });
    // "c" was refused for the rate: it was not kept, so it is fresh again; "a" is a replay.
    const later = new Date(AT.getTime() + 30_000);
    expect(await store.spend(batch(1, ['a', 'c'], later, 2))).toEqual({
      fresh: ['c'],
      taken: 1,
      level: null,
    });
    expect(await store.spend(batch(1, ['d'], later, 2))).toEqual({ fresh: ['d'], taken: 0, level: 0 });
  });

  it('keeps a nonce for its timestamp window only, and an idle bucket no longer than it needs', async () => {
    const store = new RedisNonceStore(first, prefix, silent);
    await store.spend(batch(2, ['kept']));
    const nonceTtl = await first.pttl(`${prefix}:{2}:nonce:kept`);
    expect(nonceTtl).toBeGreaterThan(590_000);
    expect(nonceTtl).toBeLessThanOrEqual(600_000);
    expect(await first.pttl(`${prefix}:{2}:bucket`)).toBeLessThanOrEqual(120_000);
  });

  it('refills the limit a minute, never beyond it', async () => {
    const store = new RedisNonceStore(first, prefix, silent);
    const nonces = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}`);
    expect((await store.spend(batch(3, nonces(10, 'x')))).taken).toBe(10);
    // Six seconds bring one token back at 10 a minute; an hour fills the bucket to 10, not 600.
    expect((await store.spend(batch(3, nonces(3, 'y'), new Date(AT.getTime() + 6_000)))).taken).toBe(1);
    expect((await store.spend(batch(3, nonces(30, 'z'), new Date(AT.getTime() + 3_600_000)))).taken).toBe(10);
  });

  it('admits exactly the limit of a burst of 50 sent at once through two connections (two processes)', async () => {
    const spenders = [
      new NonceSpender(new RedisNonceStore(first, prefix, silent)),
      new NonceSpender(new RedisNonceStore(second, prefix, silent)),
    ];
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (spenders[i % 2] as NonceSpender).spend({
          keyId: 4,
          nonce: `burst-${i}`,
          at: AT,
          ip: '127.0.0.1',
          perMinute: 10,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'admitted')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome.kind === 'limited')).toHaveLength(40);
  });

  it('loads its script again after Redis forgot it (a restart, SCRIPT FLUSH)', async () => {
    const store = new RedisNonceStore(first, prefix, silent);
    await first.script('FLUSH');
    expect((await store.spend(batch(5, ['after-flush']))).taken).toBe(1);
  });

  it('answers 503 with a reason when Redis does not answer, and logs it', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    const warned: unknown[] = [];
    const store = new RedisNonceStore(down, prefix, { warn: (entry: unknown) => warned.push(entry) });
    await expect(store.spend(batch(6, ['n']))).rejects.toMatchObject({
      code: ErrorCode.HTTP_ERROR,
      httpStatus: 503,
      message: STORE_UNAVAILABLE,
    });
    expect(warned).toHaveLength(1);
    down.disconnect();
  });
});
