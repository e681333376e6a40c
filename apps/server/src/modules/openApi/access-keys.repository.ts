import { and, count, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { type Db, executeRows } from '../../core/db';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { orders } from '../../db/schema/billing/orders.table';
import { instanceCharges, instances } from '../../db/schema/instances/instances.table';
import {
  accessKeyIdempotency,
  accessKeyRequests,
  accessKeySpends,
  accessKeys,
} from '../../db/schema/openApi/access-keys.table';
import type { NonceBatch, SpentNonces } from './nonce-store';

export type AccessKeyRecord = typeof accessKeys.$inferSelect;

/** orders.status of an order refunded in full (markOrderRefunded). */
const ORDER_REFUNDED = 3;

/** Whose keys a console caller sees and manages: its own (a main account's, or one sub-account's). */
export interface KeyOwner {
  userId: number;
  subAccountId: number | null;
}

function ownedBy(owner: KeyOwner) {
  return and(
    eq(accessKeys.userId, owner.userId),
    owner.subAccountId === null
      ? isNull(accessKeys.subAccountId)
      : eq(accessKeys.subAccountId, owner.subAccountId),
    isNull(accessKeys.deletedAt),
  );
}

export async function listKeysOf(db: Db, owner: KeyOwner): Promise<AccessKeyRecord[]> {
  return db.select().from(accessKeys).where(ownedBy(owner)).orderBy(desc(accessKeys.id));
}

/** Locks the main account's user row: one key count per account at a time. */
export async function lockKeyAccount(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The owner's live keys, counted under a lock of the main wallet's user row (see createKey). */
export async function countKeysOf(db: Db, owner: KeyOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accessKeys).where(ownedBy(owner));
  return row?.n ?? 0;
}

/** Every live key of an account, its sub-accounts' included, with the holding sub-account's name. */
export async function listAccountKeys(db: Db, userId: number) {
  return db
    .select({ key: accessKeys, subAccountName: subAccounts.loginName })
    .from(accessKeys)
    .leftJoin(subAccounts, eq(subAccounts.id, accessKeys.subAccountId))
    .where(and(eq(accessKeys.userId, userId), isNull(accessKeys.deletedAt)))
    .orderBy(desc(accessKeys.id));
}

/** The live keys of a main account's sub-accounts (never its own), with the holder's id and name. */
export async function listSubAccountKeys(db: Db, mainUserId: number) {
  return db
    .select({ key: accessKeys, subAccountId: subAccounts.id, subAccountName: subAccounts.loginName })
    .from(accessKeys)
    .innerJoin(subAccounts, eq(subAccounts.id, accessKeys.subAccountId))
    .where(
      and(
        eq(accessKeys.userId, mainUserId),
        eq(subAccounts.mainUserId, mainUserId),
        isNotNull(accessKeys.subAccountId),
        isNull(accessKeys.deletedAt),
      ),
    )
    .orderBy(desc(accessKeys.id));
}

/** A live key of one of the main account's sub-accounts, locked for a change by that main account. */
export async function findSubAccountKeyForUpdate(db: Db, mainUserId: number, accessKeyId: string) {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(
      and(
        eq(accessKeys.userId, mainUserId),
        isNotNull(accessKeys.subAccountId),
        eq(accessKeys.accessKeyId, accessKeyId),
        isNull(accessKeys.deletedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** A live key of the account (any of its holders), locked for a change by staff. */
export async function findAccountKeyForUpdate(db: Db, userId: number, accessKeyId: string) {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(
      and(
        eq(accessKeys.userId, userId),
        eq(accessKeys.accessKeyId, accessKeyId),
        isNull(accessKeys.deletedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertKey(db: Db, values: typeof accessKeys.$inferInsert): Promise<AccessKeyRecord> {
  const [row] = await db.insert(accessKeys).values(values).returning();
  if (!row) throw new Error('access key not inserted');
  return row;
}

export async function findOwnKeyForUpdate(
  db: Db,
  owner: KeyOwner,
  accessKeyId: string,
): Promise<AccessKeyRecord | null> {
  const [row] = await db
    .select()
    .from(accessKeys)
    .where(and(ownedBy(owner), eq(accessKeys.accessKeyId, accessKeyId)))
    .for('update');
  return row ?? null;
}

export async function updateKey(
  db: Db,
  id: number,
  values: Partial<typeof accessKeys.$inferInsert>,
): Promise<AccessKeyRecord> {
  const [row] = await db.update(accessKeys).set(values).where(eq(accessKeys.id, id)).returning();
  if (!row) throw new Error('access key not updated');
  return row;
}

export async function findKeyById(db: Db, id: number): Promise<AccessKeyRecord | null> {
  const [row] = await db.select().from(accessKeys).where(eq(accessKeys.id, id)).limit(1);
  return row ?? null;
}

/** A key by its public id, with whether its account may still act (login enabled, not closed or deleted). */
export async function findKeyForRequest(db: Db, accessKeyId: string) {
  const [row] = await db
    .select({
      key: accessKeys,
      accountClosed: sql<boolean>`(${users.loginDisabledAt} is not null or ${users.unregisteredAt} is not null or ${subAccounts.deletedAt} is not null)`,
    })
    .from(accessKeys)
    .innerJoin(users, eq(users.id, accessKeys.userId))
    .leftJoin(subAccounts, eq(subAccounts.id, accessKeys.subAccountId))
    .where(and(eq(accessKeys.accessKeyId, accessKeyId), isNull(accessKeys.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a batch of one key's nonces (distinct) and as many tokens of its bucket as there are fresh
 * nonces and whole tokens, in one call of migration 0066's function (one round trip per batch, O(1)
 * per request whatever the key's rate; a function, so its statements' plans are kept per connection
 * instead of planned on every batch): the nonces' insert skips a replay (its primary key), and the
 * bucket's upsert takes the tokens on the row's latest version under its lock, so concurrent batches
 * from any number of server processes never take more than the bucket holds. The fresh nonces
 * refused for the rate are given back in the same call (the same requests may be sent again). When
 * tokens were taken the key's last use moves too (at most once a minute per address).
 *
 * Its commit does not wait for the WAL to reach the disk (`synchronous_commit = off`, for its own
 * transaction only): the wait was most of a signed request's time. What that risks is a crash of
 * PostgreSQL itself (not of a server process) in the few hundred milliseconds before the WAL writer
 * flushes: the nonces and tokens of those last batches are lost, so a request captured in that
 * instant could be replayed once within its timestamp window, and those tokens are spent again. No
 * money moves here (an order's own transaction stays synchronous), so docs/security.md accepts it.
 */
export async function spendNonces(db: Db, batch: NonceBatch): Promise<SpentNonces> {
  const { keyId, at, ip, perMinute } = batch;
  const [row] = await executeRows<{ fresh: string[] | null; taken: number | null; level: number | null }>(
    db,
    sql`select fresh, taken, level from gpucloud_spend_access_key_nonces(${keyId}::integer,
      ${sql.param([...batch.nonces])}::text[], ${at}::timestamptz, ${ip}::text, ${perMinute}::integer)`,
  );
  return {
    fresh: row?.fresh ?? [],
    taken: Number(row?.taken ?? 0),
    level: row?.level === null || row?.level === undefined ? null : Number(row.level),
  };
}

/** Forgets requests older than `before` (past the timestamp window, they cannot be replayed) and old idempotency keys. */
/**
 * Moves a key's last use and address, unless it moved less than a minute before `at` from the same
 * address (what migration 0066's function does for a batch it admits; the Redis store's keys need it
 * written apart).
 */
export async function recordKeyUse(db: Db, keyId: number, at: Date, ip: string): Promise<void> {
  await db
    .update(accessKeys)
    .set({ lastUsedAt: at, lastIp: ip })
    .where(
      and(
        eq(accessKeys.id, keyId),
        or(
          isNull(accessKeys.lastUsedAt),
          lt(accessKeys.lastUsedAt, new Date(at.getTime() - 60_000)),
          sql`${accessKeys.lastIp} is distinct from ${ip}`,
        ),
      ),
    );
}

export async function pruneKeyRequests(db: Db, before: Date, idempotencyBefore: Date): Promise<void> {
  await db.delete(accessKeyRequests).where(lt(accessKeyRequests.at, before));
  await db.delete(accessKeyIdempotency).where(lt(accessKeyIdempotency.at, idempotencyBefore));
}

/** Locks the key's row: orders placed with it are written one at a time, so none passes its cap. */
export async function lockKeyForSpend(db: Db, keyId: number) {
  const [row] = await db
    .select({ id: accessKeys.id, monthlySpendCap: accessKeys.monthlySpendCap })
    .from(accessKeys)
    .where(eq(accessKeys.id, keyId))
    .for('update');
  return row ?? null;
}

/**
 * What the keys spent from `from` on: their orders (less those refunded in full), and the
 * pay-as-you-go hours charged to the instances they rented (an instance names its rental order).
 * Unused prepaid hours given back by a stop-with-refund still count: a cap bounds what was bought.
 */
export async function spentSince(
  db: Db,
  keyIds: readonly number[],
  from: Date,
): Promise<Map<number, number>> {
  const spent = new Map<number, number>(keyIds.map((id) => [id, 0]));
  if (keyIds.length === 0) return spent;
  const idList = sql.join(
    keyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // An order refunded in full (a machine that could not be made) is no longer spent.
  const placed = await db
    .select({ keyId: accessKeySpends.keyId, fen: sql<string>`sum(${accessKeySpends.amount})` })
    .from(accessKeySpends)
    .innerJoin(orders, eq(orders.orderNo, accessKeySpends.orderNo))
    .where(
      and(
        sql`${accessKeySpends.keyId} in (${idList})`,
        sql`${accessKeySpends.at} >= ${from}`,
        ne(orders.status, ORDER_REFUNDED),
      ),
    )
    .groupBy(accessKeySpends.keyId);
  const hours = await db
    .select({ keyId: accessKeySpends.keyId, fen: sql<string>`sum(${instanceCharges.amount})` })
    .from(accessKeySpends)
    .innerJoin(instances, eq(instances.orderNo, accessKeySpends.orderNo))
    .innerJoin(instanceCharges, eq(instanceCharges.instanceId, instances.id))
    .where(and(sql`${accessKeySpends.keyId} in (${idList})`, sql`${instanceCharges.chargedAt} >= ${from}`))
    .groupBy(accessKeySpends.keyId);
  for (const row of [...placed, ...hours])
    spent.set(row.keyId, (spent.get(row.keyId) ?? 0) + Number(row.fen));
  return spent;
}

export async function insertSpend(db: Db, spend: typeof accessKeySpends.$inferInsert): Promise<void> {
  await db.insert(accessKeySpends).values(spend);
}

export async function findIdempotent(db: Db, keyId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(accessKeyIdempotency)
    .where(
      and(eq(accessKeyIdempotency.keyId, keyId), eq(accessKeyIdempotency.idempotencyKey, idempotencyKey)),
    )
    .limit(1);
  return row ?? null;
}

export async function insertIdempotent(
  db: Db,
  values: typeof accessKeyIdempotency.$inferInsert,
): Promise<void> {
  await db.insert(accessKeyIdempotency).values(values);
}

/** Keeps the answer of the money call that claimed this Idempotency-Key. */
export async function setIdempotentAnswer(
  db: Db,
  keyId: number,
  idempotencyKey: string,
  answer: unknown,
): Promise<void> {
  await db
    .update(accessKeyIdempotency)
    .set({ answer })
    .where(
      and(eq(accessKeyIdempotency.keyId, keyId), eq(accessKeyIdempotency.idempotencyKey, idempotencyKey)),
    );
}

/** Frees an Idempotency-Key whose money call was refused. */
export async function removeIdempotent(db: Db, keyId: number, idempotencyKey: string): Promise<void> {
  await db
    .delete(accessKeyIdempotency)
    .where(
      and(eq(accessKeyIdempotency.keyId, keyId), eq(accessKeyIdempotency.idempotencyKey, idempotencyKey)),
    );
}
