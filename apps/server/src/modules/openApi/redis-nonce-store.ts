import { createHash } from 'node:crypto';
import { ErrorCode } from '@gpucloud/contracts';
import { SIGNATURE_MAX_SKEW_SECONDS } from '@gpucloud/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../../core/errors';
import type { NonceBatch, NonceStore, SpentNonces } from './nonce-store';

/**
 * The batch's spend in one script, which Redis runs atomically (no other command of any process in
 * between). KEYS[1] is the key's bucket (a hash of `tokens` and `at`, in ms), KEYS[2..] the batch's
 * nonces; ARGV: the limit per minute, now (ms), how long a nonce is kept (ms). Every key of a batch
 * carries the access key's hash tag, so a Redis Cluster keeps them in one slot.
 *
 * A nonce is fresh when SET NX creates it. The bucket's level is what it held plus `perMinute` a
 * minute since, up to `perMinute`; the whole tokens there, at most one per fresh nonce, are taken
 * (the bucket is written only when some are, as the database's upsert), and the fresh nonces past
 * them are deleted again (those requests may be sent again). Numbers are kept to 17 digits. Answers
 * { taken, level under one token when some were refused (a string: Redis would truncate a number),
 * the fresh nonces' 1-based places in the batch }.
 */
const SPEND_SCRIPT = `
local perMinute = tonumber(ARGV[1])
local now = tonumber(ARGV[2])
local keep = tonumber(ARGV[3])
local fresh = {}
for i = 2, #KEYS do
  if redis.call('SET', KEYS[i], '1', 'PX', keep, 'NX') then fresh[#fresh + 1] = i - 1 end
end
if #fresh == 0 then return {0, false, fresh} end
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(bucket[1]) or perMinute
local at = tonumber(bucket[2]) or now
local level = math.min(perMinute, tokens + perMinute * math.max(0, now - at) / 60000)
local taken = math.min(#fresh, math.floor(level))
if taken > 0 then
  redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', level - taken), 'at', string.format('%.17g', math.max(at, now)))
  redis.call('PEXPIRE', KEYS[1], 120000)
end
for j = taken + 1, #fresh do redis.call('DEL', KEYS[fresh[j] + 1]) end
if taken < #fresh then return {taken, string.format('%.17g', level - taken), fresh} end
return {taken, false, fresh}
`;
const SPEND_SCRIPT_SHA1 = createHash('sha1').update(SPEND_SCRIPT).digest('hex');

/**
 * A nonce is kept as long as a request carrying it could pass the timestamp check: admitted at most
 * SIGNATURE_MAX_SKEW_SECONDS from its timestamp, a replay passes it until as long again after that.
 */
const NONCE_KEPT_MS = 2 * SIGNATURE_MAX_SKEW_SECONDS * 1000;

type ScriptAnswer = [number, string | null, number[]];

/** Redis down or too slow: the request is refused as the server's trouble (503), and may be sent again. */
export const STORE_UNAVAILABLE =
  'signed request: the replay guard did not answer (sign the request anew and send it again)';

/**
 * Nonces and buckets in Redis (REDIS_URL): one script call per batch, no PostgreSQL write per
 * request. A nonce key expires once its timestamp window has passed; a bucket idle for two minutes
 * expires full (it would be full again after one). What a crash of Redis loses, with its append-only
 * file and without, is in docs/api/open-api.md.
 */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    /** What this store's keys start with (REDIS_KEY_PREFIX, then ":gate"). */
    private readonly prefix: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async spend(batch: NonceBatch): Promise<SpentNonces> {
    const tag = `${this.prefix}:{${batch.keyId}}`;
    const keys = [`${tag}:bucket`, ...batch.nonces.map((nonce) => `${tag}:nonce:${nonce}`)];
    const args = [batch.perMinute, batch.at.getTime(), NONCE_KEPT_MS];
    const [taken, level, places] = await this.#run(keys, args);
    return {
      fresh: places.map((place) => batch.nonces[place - 1] ?? ''),
      taken,
      level: level === null ? null : Number(level),
    };
  }

  /**
   * The script by its digest, sent whole when Redis does not know it (its first call on a Redis
   * server, after a restart or SCRIPT FLUSH). When it fails the batch's requests answer 503: Redis
   * down spent nothing, but an answer lost after the script ran may have spent the nonces, so a
   * client sends such a request again signed anew, with a new nonce (as each of the SDK's attempts is).
   */
  async #run(keys: string[], args: number[]): Promise<ScriptAnswer> {
    try {
      try {
        return (await this.redis.evalsha(SPEND_SCRIPT_SHA1, keys.length, ...keys, ...args)) as ScriptAnswer;
      } catch (error) {
        if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
        return (await this.redis.eval(SPEND_SCRIPT, keys.length, ...keys, ...args)) as ScriptAnswer;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'open API: the shared store did not spend a batch of nonces');
      throw Object.assign(new AppError(ErrorCode.HTTP_ERROR, STORE_UNAVAILABLE, 503), { cause: error });
    }
  }
}
