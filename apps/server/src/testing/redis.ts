import { randomUUID } from 'node:crypto';

/**
 * The Redis server the tests of the shared store use (TEST_REDIS_URL; `npm test` starts one and sets
 * it, scripts/redis.sh). Without it those tests are skipped, and say so in their names.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || null;

/** A server's environment for Redis, under a key prefix no other test shares. */
export function redisEnv(url: string): { REDIS_URL: string; REDIS_KEY_PREFIX: string } {
  return { REDIS_URL: url, REDIS_KEY_PREFIX: `test-${randomUUID()}` };
}
