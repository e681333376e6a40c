import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ConfigError } from './config-error';

/** How long a command may wait for Redis's answer before the request that needs it fails. */
const COMMAND_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The Redis server of REDIS_URL, shared by every server process (the open-API gate keeps its nonces
 * and rate-limit buckets there). Connected before the server takes traffic: an address that does not
 * answer stops the start-up with a clear error. Commands never queue while the connection is down
 * (they fail at once, and the request that needed one answers 503); ioredis reconnects by itself.
 */
export async function connectSharedStore(url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
  });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // Logged once per distinct error while reconnecting, not on every retry.
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error }, 'shared store (REDIS_URL): connection error');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(`REDIS_URL does not answer (${reason}): start Redis or unset REDIS_URL`);
  }
  return redis;
}
