import { randomBytes, randomInt } from 'node:crypto';
import {
  ACCESS_KEY_LIMITS,
  type AccessKeyRow,
  type accessKeyCreateRequest,
  type accessKeyRotateRequest,
  ErrorCode,
} from '@gpucloud/contracts';
import { chinaMonthStart, fenToYuan } from '@gpucloud/domain';
import type { z } from 'zod';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, DAY_MS, HOUR_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { AppError, permissionDenied, refused } from '../../core/errors';
import {
  type AccessKeyRecord,
  countKeysOf,
  findOwnKeyForUpdate,
  insertKey,
  type KeyOwner,
  listKeysOf,
  lockKeyAccount,
  spentSince,
  updateKey,
} from './access-keys.repository';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** GCAK and 16 letters and digits (no 0/O or 1/I to misread): about 80 random bits, never a secret. */
function newAccessKeyId(): string {
  let id = 'GCAK';
  for (let i = 0; i < 16; i += 1) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** 40 characters of base64url: 240 random bits. */
function newSecret(): string {
  return randomBytes(30).toString('base64url');
}

function ownerOf(auth: AuthContext): KeyOwner {
  return { userId: auth.userId, subAccountId: auth.subAccountId };
}

export function keyStateOf(key: AccessKeyRecord, now: Date): AccessKeyRow['State'] {
  if (!key.enabled) return 'disabled';
  if (key.expiresAt && key.expiresAt <= now) return 'expired';
  return 'active';
}

function rowOf(key: AccessKeyRecord, spentFen: number, now: Date): AccessKeyRow {
  const graceLeft = key.previousValidUntil && key.previousValidUntil > now ? key.previousValidUntil : null;
  return {
    AccessKeyId: key.accessKeyId,
    Name: key.name,
    Scopes: key.scopes,
    State: keyStateOf(key, now),
    DisabledByMainAccount: !key.enabled && key.disabledByMainAccount,
    ExpiresAt: key.expiresAt?.toISOString() ?? null,
    IpAllowList: key.ipAllowList,
    MonthlySpendCap: key.monthlySpendCap === null ? null : fenToYuan(key.monthlySpendCap),
    SpentThisMonth: fenToYuan(spentFen),
    PreviousSecretValidUntil: graceLeft?.toISOString() ?? null,
    CreateAt: key.createdAt.toISOString(),
    LastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    LastIp: key.lastIp,
  };
}

export async function rowsOf(db: Db, keys: AccessKeyRecord[], now: Date): Promise<AccessKeyRow[]> {
  const spent = await spentSince(
    db,
    keys.map((key) => key.id),
    chinaMonthStart(now),
  );
  return keys.map((key) => rowOf(key, spent.get(key.id) ?? 0, now));
}

export async function listAccessKeys(deps: Pick<AppDeps, 'db' | 'clock'>, auth: AuthContext) {
  const now = deps.clock.now();
  const keys = await listKeysOf(deps.db, ownerOf(auth));
  return { list: await rowsOf(deps.db, keys, now), max: ACCESS_KEY_LIMITS.perAccount };
}

export async function createAccessKey(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  auth: AuthContext,
  input: z.output<typeof accessKeyCreateRequest>,
) {
  if (auth.subAccountId !== null && input.scopes.includes('billing'))
    throw new AppError(
      ErrorCode.ILLEGAL_BODY,
      'illegal request body: scopes: the billing scope is for main accounts (a sub-account has no ledger of its own)',
    );
  const now = deps.clock.now();
  const secret = newSecret();
  const key = await deps.db.transaction(async (tx) => {
    // One key count per account at a time: the main account's row is the lock.
    await lockKeyAccount(tx, auth.userId);
    if ((await countKeysOf(tx, ownerOf(auth))) >= ACCESS_KEY_LIMITS.perAccount)
      throw refused(`an account holds at most ${ACCESS_KEY_LIMITS.perAccount} access keys: delete one first`);
    return insertKey(tx, {
      accessKeyId: newAccessKeyId(),
      userId: auth.userId,
      subAccountId: auth.subAccountId,
      name: input.name,
      scopes: input.scopes,
      secretSealed: deps.vault.seal(secret),
      expiresAt: input.valid_days === undefined ? null : addMs(now, input.valid_days * DAY_MS),
      ipAllowList: [...new Set(input.ip_allow_list ?? [])],
      monthlySpendCap: input.monthly_spend_cap ?? null,
      createdAt: now,
    });
  });
  return { key: rowOf(key, 0, now), Secret: secret };
}

async function changeOwnKey(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  accessKeyId: string,
  change: (key: AccessKeyRecord, tx: Db) => Promise<AccessKeyRecord>,
): Promise<AccessKeyRecord> {
  return deps.db.transaction(async (tx) => {
    const key = await findOwnKeyForUpdate(tx, ownerOf(auth), accessKeyId);
    if (!key) throw refused('access key not found');
    return change(key, tx);
  });
}

export async function setAccessKeyEnabled(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  accessKeyId: string,
  enabled: boolean,
) {
  const key = await changeOwnKey(deps, auth, accessKeyId, (found, tx) => {
    if (enabled && !found.enabled && found.disabledByMainAccount)
      throw permissionDenied(
        'this access key was disabled by your main account: only your main account can enable it again',
      );
    return updateKey(tx, found.id, { enabled });
  });
  const now = deps.clock.now();
  return { key: (await rowsOf(deps.db, [key], now))[0] as AccessKeyRow };
}

/** A new secret; the old one stays accepted for the grace hours (0: it stops now). */
export async function rotateAccessKey(
  deps: Pick<AppDeps, 'db' | 'clock' | 'vault'>,
  auth: AuthContext,
  input: z.output<typeof accessKeyRotateRequest>,
) {
  const now = deps.clock.now();
  const secret = newSecret();
  const key = await changeOwnKey(deps, auth, input.access_key_id, (found, tx) =>
    updateKey(tx, found.id, {
      secretSealed: deps.vault.seal(secret),
      previousSecretSealed: found.secretSealed,
      previousValidUntil: addMs(now, input.grace_hours * HOUR_MS),
    }),
  );
  return { key: (await rowsOf(deps.db, [key], now))[0] as AccessKeyRow, Secret: secret };
}

export async function deleteAccessKey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  accessKeyId: string,
): Promise<void> {
  const now = deps.clock.now();
  await changeOwnKey(deps, auth, accessKeyId, (found, tx) =>
    updateKey(tx, found.id, { deletedAt: now, enabled: false }),
  );
}
