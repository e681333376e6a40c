import { createHash, createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { ErrorCode, SIGNED_REQUEST_HEADERS } from '@gpucloud/contracts';
import { canonicalRequest, NONCE_PATTERN, SIGNATURE_MAX_SKEW_SECONDS, stringToSign } from '@gpucloud/domain';
import type { AccessKeyGate, SignedRequest } from '../../core/auth/access-key-gate';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { AppError, permissionDenied, tooManyRequests } from '../../core/errors';
import { spendNonces } from './access-keys.repository';
import { keyStateOf } from './access-keys.service';
import { type KeyForRequest, KeyLookup } from './key-lookup';
import { recordingKeyUse } from './key-use-recorder';
import { NonceSpender } from './nonce-spender';
import type { NonceStore } from './nonce-store';
import { RedisNonceStore } from './redis-nonce-store';

type GateDeps = Pick<AppDeps, 'db' | 'vault' | 'clock' | 'config' | 'reads' | 'sharedStore' | 'log'>;

/** Redis where REDIS_URL names one (no PostgreSQL write per signed request), else PostgreSQL. */
function nonceStoreOf(deps: GateDeps): NonceStore {
  if (!deps.sharedStore) return { spend: (batch) => spendNonces(deps.db, batch) };
  return recordingKeyUse(
    new RedisNonceStore(deps.sharedStore, `${deps.config.redisKeyPrefix}:gate`, deps.log),
    deps.db,
    deps.log,
  );
}

/** The refusals of a signature, each with its own reason (SPEC §8 codes: 100031 illegal, 100032 expired). */
export const SignatureProblem = {
  MISSING_HEADER: (name: string) => `signed request: the ${name} header is missing or malformed`,
  UNKNOWN_KEY: 'signed request: unknown access key',
  DISABLED_KEY: 'signed request: this access key is disabled',
  EXPIRED_KEY: 'signed request: this access key has expired',
  ACCOUNT_CLOSED: 'signed request: the account of this access key cannot sign in',
  STALE_TIMESTAMP: `signed request: X-Timestamp is more than ${SIGNATURE_MAX_SKEW_SECONDS} seconds from the server clock`,
  ROTATED_OUT: 'signed request: this secret was rotated and its grace period has ended',
  BAD_SIGNATURE:
    'signed request: the signature does not match (see the signing scheme in /openapi/v1/openapi.json)',
  REPLAYED_NONCE: 'signed request: this nonce was used before',
  ADDRESS_NOT_ALLOWED: (ip: string) =>
    `signed request: address ${ip} is not in this access key's IP allow-list`,
  SCOPE_MISSING: (scope: string) => `signed request: this access key lacks the ${scope} scope`,
  RATE_LIMITED: (limit: number) =>
    `signed request: this access key made more than ${limit} requests in a minute`,
} as const;

function illegal(reason: string): AppError {
  return new AppError(ErrorCode.ILLEGAL_ACCESS_TOKEN, reason);
}

function header(request: SignedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function hmac(secret: KeyObject, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The body digest of a request without a body (every GET), worked out once. */
const EMPTY_BODY_SHA256 = sha256Hex('');

/** Whether `ip` is one of the list's addresses or inside one of its ranges (IPv4-mapped IPv6 read as IPv4). */
export function addressAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of allowList) {
    const [base = '', bits] = entry.split('/');
    const type = isIP(base) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(base, type);
    else list.addSubnet(base, Number(bits), type);
  }
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

interface SignatureHeaders {
  accessKeyId: string;
  timestamp: string;
  nonce: string;
  signature: Buffer;
}

function readHeaders(request: SignedRequest): SignatureHeaders {
  const names = SIGNED_REQUEST_HEADERS;
  const accessKeyId = header(request, names.accessKey);
  if (!accessKeyId || !/^GCAK[0-9A-Z]{16}$/.test(accessKeyId))
    throw illegal(SignatureProblem.MISSING_HEADER('X-Access-Key'));
  const timestamp = header(request, names.timestamp);
  if (!timestamp || !/^[0-9]{1,12}$/.test(timestamp))
    throw illegal(SignatureProblem.MISSING_HEADER('X-Timestamp'));
  const nonce = header(request, names.nonce);
  if (!nonce || !NONCE_PATTERN.test(nonce)) throw illegal(SignatureProblem.MISSING_HEADER('X-Nonce'));
  const signature = header(request, names.signature);
  if (!signature || !/^[0-9a-f]{64}$/.test(signature))
    throw illegal(SignatureProblem.MISSING_HEADER('X-Signature'));
  return { accessKeyId, timestamp, nonce, signature: Buffer.from(signature, 'hex') };
}

/** Which of the key's secrets signed: the current one, the previous one within its grace, or none. */
function matchSecret(
  keys: KeyLookup,
  found: KeyForRequest,
  signed: string,
  signature: Buffer,
  now: Date,
): 'current' | 'previous' | 'rotated-out' | 'none' {
  const { key } = found;
  const matches = (secret: KeyObject) => timingSafeEqual(hmac(secret, signed), signature);
  if (matches(keys.currentSecret(found))) return 'current';
  const previous = keys.previousSecret(found);
  if (previous && matches(previous))
    return key.previousValidUntil && key.previousValidUntil > now ? 'previous' : 'rotated-out';
  return 'none';
}

/**
 * The open-API gate: the checks run cheapest and least revealing first, and only a request that
 * passes them all spends its nonce (so a refused one may be corrected and sent again). The nonce and
 * the rate limit's token are spent together, one call of the nonce store (PostgreSQL, or Redis with
 * REDIS_URL) per batch of the key's requests (NonceSpender); the key itself is read through the
 * read cache, its secrets opened once per row read (KeyLookup).
 */
export function createAccessKeyGate(deps: GateDeps): AccessKeyGate {
  const keys = new KeyLookup(deps.db, deps.reads, deps.vault);
  const spender = new NonceSpender(nonceStoreOf(deps));
  return {
    async admit(request: SignedRequest): Promise<AuthContext> {
      const parts = readHeaders(request);
      const now = deps.clock.now();
      const found = await keys.find(parts.accessKeyId);
      if (!found) throw illegal(SignatureProblem.UNKNOWN_KEY);
      const { key } = found;
      if (Math.abs(Number(parts.timestamp) - Math.floor(now.getTime() / 1000)) > SIGNATURE_MAX_SKEW_SECONDS)
        throw illegal(SignatureProblem.STALE_TIMESTAMP);
      const canonical = canonicalRequest({
        method: request.method,
        path: request.path,
        query: request.query,
        bodySha256: request.body.length === 0 ? EMPTY_BODY_SHA256 : sha256Hex(request.body),
        timestamp: parts.timestamp,
        nonce: parts.nonce,
      });
      const signed = stringToSign(parts.timestamp, sha256Hex(canonical));
      const secret = matchSecret(keys, found, signed, parts.signature, now);
      if (secret === 'rotated-out') throw illegal(SignatureProblem.ROTATED_OUT);
      if (secret === 'none') throw illegal(SignatureProblem.BAD_SIGNATURE);
      // Only someone holding the secret learns the key's state from here on.
      const state = keyStateOf(key, now);
      if (state === 'disabled') throw illegal(SignatureProblem.DISABLED_KEY);
      if (state === 'expired')
        throw new AppError(ErrorCode.ACCESS_TOKEN_EXPIRED, SignatureProblem.EXPIRED_KEY);
      if (found.accountClosed) throw illegal(SignatureProblem.ACCOUNT_CLOSED);
      if (!addressAllowed(key.ipAllowList, request.ip))
        throw permissionDenied(SignatureProblem.ADDRESS_NOT_ALLOWED(request.ip));
      if (request.scope && !key.scopes.includes(request.scope))
        throw permissionDenied(SignatureProblem.SCOPE_MISSING(request.scope));
      const limit = deps.config.openApi.rateLimitPerMinute;
      const spent = await spender.spend({
        keyId: key.id,
        nonce: parts.nonce,
        at: now,
        ip: request.ip,
        perMinute: limit,
      });
      if (spent.kind === 'replayed') throw illegal(SignatureProblem.REPLAYED_NONCE);
      if (spent.kind === 'limited')
        throw tooManyRequests(SignatureProblem.RATE_LIMITED(limit), spent.retryAfterSeconds);
      return {
        sessionId: `access-key:${key.accessKeyId}`,
        userId: key.userId,
        subAccountId: key.subAccountId,
        role: 'user',
        accessKey: { id: key.id, scopes: key.scopes },
      };
    },
  };
}
