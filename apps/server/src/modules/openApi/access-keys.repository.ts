import { and, count, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { MINUTE_MS } from '../../core/clock';
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

/** One signed request's nonce, to be spent with a token of its key's bucket. */
export interface NonceToSpend {
  nonce: string;
  at: Date;
}

/** The level of bucket `b` at `at`: what it held, plus `perMinute` a minute since, up to `perMinute`. */
function bucketLevel(perMinute: number, at: Date) {
  const elapsedMs = sql`greatest(0, extract(epoch from (${at}::timestamptz - b.refilled_at)) * 1000)`;
  return sql`least(${perMinute}::numeric, b.tokens::numeric + ${perMinute}::numeric * ${elapsedMs} / 60000)`;
}

/**
 * Spends a batch of one key's nonces and as many tokens of its bucket as there are fresh nonces and
 * whole tokens, in one statement (one round trip per batch, O(1) per request whatever the key's
 * rate): the nonces' insert skips a replay (its primary key), and the bucket's upsert takes the
 * tokens on the row's latest version under its lock (and leaves it alone while no whole token is
 * there), so concurrent batches from any number of server processes never take more than the bucket
 * holds. When tokens were taken the key's last use
 * moves too (at most once a minute per address). Answers the fresh nonces in the batch's order (the
 * first `taken` of them are admitted).
 *
 * Its commit does not wait for the WAL to reach the disk (`synchronous_commit = off`, for this
 * statement's own transaction only): the wait was most of a signed request's time. What that risks is
 * a crash of PostgreSQL itself (not of a server process) in the few hundred milliseconds before the WAL
 * writer flushes: the nonces and tokens of those last batches are lost, so a request captured in that
 * instant could be replayed once within its timestamp window, and those tokens are spent again. No
 * money moves here (an order's own transaction stays synchronous), so docs/security.md accepts it.
 */
export async function spendNonces(
  db: Db,
  batch: { keyId: number; at: Date; ip: string; perMinute: number; nonces: readonly NonceToSpend[] },
): Promise<{ fresh: string[]; taken: number }> {
  const { keyId, at, ip, perMinute } = batch;
  const level = bucketLevel(perMinute, at);
  const rows = sql.join(
    batch.nonces.map((n) => sql`(${keyId}, ${n.nonce}, ${n.at}::timestamptz)`),
    sql`, `,
  );
  const [row] = await executeRows<{ fresh: string[] | null; taken: number | null }>(
    db,
    sql`with async_commit as (
      select set_config('synchronous_commit', 'off', true)
    ), fresh as (
      insert into access_key_requests (key_id, nonce, at) values ${rows}
      on conflict do nothing returning nonce
    ), wanted as (
      select count(*)::int as n from fresh
    ), taken as (
      insert into access_key_buckets as b (key_id, tokens, refilled_at, last_taken)
      select ${keyId}, ${perMinute} - least(n, ${perMinute}), ${at}::timestamptz, least(n, ${perMinute})
      from wanted where n > 0
      on conflict (key_id) do update
        set tokens = (${level} - least((select n from wanted), floor(${level})))::float8,
          refilled_at = greatest(b.refilled_at, ${at}::timestamptz),
          last_taken = least((select n from wanted), floor(${level}))
        where ${level} >= 1
      returning b.last_taken
    ), used as (
      update access_keys set last_used_at = ${at}::timestamptz, last_ip = ${ip}
      where id = ${keyId} and exists (select 1 from taken where last_taken > 0)
        and (last_used_at is null or last_used_at < ${new Date(at.getTime() - MINUTE_MS)}::timestamptz
             or last_ip is distinct from ${ip})
      returning id
    )
    select (select json_agg(nonce) from fresh) as fresh, (select last_taken from taken) as taken,
      (select count(*) from used) as used, (select count(*) from async_commit) as async_commit`,
  );
  return { fresh: row?.fresh ?? [], taken: Number(row?.taken ?? 0) };
}

/**
 * Gives back the nonces of requests refused for the rate (the same requests may be sent again) and
 * answers the bucket's level at `at`: under one token.
 */
export async function giveBackNonces(
  db: Db,
  batch: { keyId: number; at: Date; perMinute: number; nonces: readonly string[] },
): Promise<number> {
  const { keyId, at, perMinute } = batch;
  const nonces = sql.join(
    batch.nonces.map((nonce) => sql`${nonce}`),
    sql`, `,
  );
  const [row] = await executeRows<{ tokens: number | string | null }>(
    db,
    sql`with given_back as (
      delete from access_key_requests where key_id = ${keyId} and nonce in (${nonces})
    )
    select ${bucketLevel(perMinute, at)}::float8 as tokens from access_key_buckets b where b.key_id = ${keyId}`,
  );
  return Number(row?.tokens ?? 0);
}

/** Forgets requests older than `before` (past the timestamp window, they cannot be replayed) and old idempotency keys. */
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
