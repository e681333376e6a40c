import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  type Language,
  type PublicBalance,
  type PublicInstance,
  type PublicRentalRequest,
} from '@gpucloud/contracts';
import { deriveFunds, fenToYuan } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import { isMainAccount } from '../../core/auth/policies';
import type { AppDeps } from '../../core/deps';
import { permissionDenied, refused } from '../../core/errors';
import { isUniqueViolation } from '../../core/pg-errors';
import { getUserInfo } from '../account';
import type { InstanceDeps } from '../instances';
import { getInstanceAccess, getInstanceRowFor, rentInstance, startInstance } from '../instances';
import {
  assertKeyUnderCap,
  findIdempotent,
  findKeyById,
  insertIdempotent,
  keySpentThisMonth,
} from '../openApi';

/** The key that signed the call (the gate sets it on every `access: 'key'` route). */
export function keyOf(auth: AuthContext): NonNullable<AuthContext['accessKey']> {
  if (!auth.accessKey) throw permissionDenied('this call needs a signed open-API request');
  return auth.accessKey;
}

/** Billing answers the main account's wallet; a sub-account's key cannot hold that scope, and is refused here too. */
export function assertMainAccountKey(auth: AuthContext): void {
  if (!isMainAccount(auth)) throw permissionDenied('permission denied: sub-accounts cannot do this');
}

export async function keyUsage(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, auth: AuthContext) {
  const key = await findKeyById(deps.db, keyOf(auth).id);
  if (!key) throw refused('access key not found');
  return {
    AccessKeyId: key.accessKeyId,
    Scopes: key.scopes,
    MonthlySpendCap: key.monthlySpendCap === null ? null : fenToYuan(key.monthlySpendCap),
    SpentThisMonth: await keySpentThisMonth(deps.db, key.id, deps.clock.now()),
    RateLimitPerMinute: deps.config.openApi.rateLimitPerMinute,
  };
}

/** An instance with its order, and how to reach it while it runs. */
export async function publicInstance(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
  language: Language = DEFAULT_LANGUAGE,
): Promise<PublicInstance> {
  const { row, orderNo } = await getInstanceRowFor(deps, auth, instanceId, language);
  const access =
    row.Status === 'running' ? await getInstanceAccess(deps, auth, instanceId).catch(() => null) : null;
  return { ...row, OrderNo: orderNo, Access: access };
}

function bodyDigest(body: PublicRentalRequest): string {
  const ordered = Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/** The instance an earlier create with this Idempotency-Key made; refused when the body differs. */
async function earlierCreate(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  keyId: number,
  idempotencyKey: string,
  digest: string,
): Promise<PublicInstance | null> {
  const earlier = await findIdempotent(deps.db, keyId, idempotencyKey);
  if (!earlier) return null;
  if (earlier.bodySha256 !== digest || earlier.instanceId === null)
    throw refused('this Idempotency-Key was used with another body: use a new key for another rental');
  return publicInstance(deps, auth, earlier.instanceId);
}

/**
 * Rents through the console's own service. With an Idempotency-Key, the key and the instance are
 * written in the rental's transaction: of two identical creates at once, one rents and the other
 * hits the unique key, its whole transaction (and charge) rolled back, and answers the first's.
 */
export async function createPublicInstance(
  deps: InstanceDeps,
  auth: AuthContext,
  body: PublicRentalRequest,
  idempotencyKey: string | undefined,
): Promise<PublicInstance> {
  const key = keyOf(auth);
  if (idempotencyKey === undefined) {
    const created = await rentInstance(deps, auth, body);
    return publicInstance(deps, auth, created.InstanceId);
  }
  const digest = bodyDigest(body);
  const earlier = await earlierCreate(deps, auth, key.id, idempotencyKey, digest);
  if (earlier) return earlier;
  try {
    const created = await rentInstance(deps, auth, body, {
      placed: (tx, instanceId, now) =>
        insertIdempotent(tx, { keyId: key.id, idempotencyKey, bodySha256: digest, instanceId, at: now }),
    });
    return publicInstance(deps, auth, created.InstanceId);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const raced = await earlierCreate(deps, auth, key.id, idempotencyKey, digest);
    if (!raced) throw error;
    return raced;
  }
}

/** Starting a pay-as-you-go instance spends by the hour: refused once the key's cap is spent. */
async function assertMayStart(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
): Promise<void> {
  const { row } = await getInstanceRowFor(deps, auth, instanceId);
  if (row.BillingMode === 'post_paid') await assertKeyUnderCap(deps.db, keyOf(auth).id, deps.clock.now());
}

/**
 * A start (from stopped) or a resume (from suspended) through the public API: either spends by the
 * hour, so it is refused once the key's monthly cap is spent; an optional GPU count as the console's.
 */
export async function startForKey(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  instanceId: number,
  gpuCount: number | undefined,
  from: 'stopped' | 'suspended',
) {
  await assertMayStart(deps, auth, instanceId);
  const input =
    gpuCount === undefined ? { instance_id: instanceId } : { instance_id: instanceId, gpu_count: gpuCount };
  return startInstance(deps, auth, input, from);
}

export async function publicBalance(
  deps: Pick<AppDeps, 'db' | 'reads'>,
  auth: AuthContext,
): Promise<PublicBalance> {
  assertMainAccountKey(auth);
  const info = await getUserInfo(deps, auth);
  return {
    Money: info.Money ?? 0,
    PowerMoney: info.PowerMoney ?? 0,
    CreditMoneyQuota: info.CreditMoneyQuota ?? 0,
    Available: deriveFunds(info).integratedMoney,
    VoucherFirst: info.VoucherFirst,
  };
}
