import { API_SCOPES } from '@gpucloud/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, fen, instant } from '../../columns';
import { subAccounts, users } from '../account/account.table';

/**
 * Open-API access keys (issue 16). The secret is sealed under the data key (the server recomputes
 * signatures, so it cannot keep only a hash); a rotation keeps the previous secret sealed beside
 * it, accepted until `previousValidUntil`. A deleted key keeps its row (`deletedAt`), so what it
 * spent and its orders still name it.
 */
export const accessKeys = pgTable(
  'access_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accessKeyId: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The sub-account that made the key and whose requests it signs; null for the main account. */
    subAccountId: integer().references(() => subAccounts.id),
    name: text().notNull(),
    scopes: text({ enum: API_SCOPES }).array().notNull(),
    secretSealed: text().notNull(),
    previousSecretSealed: text(),
    previousValidUntil: instant(),
    enabled: boolean().notNull().default(true),
    /**
     * The main account switched this sub-account key off: only the main account may switch it on
     * again (it pays for what the key does), so the sub-account's own enable is refused.
     */
    disabledByMainAccount: boolean().notNull().default(false),
    expiresAt: instant(),
    ipAllowList: text().array().notNull().default(sql`'{}'::text[]`),
    monthlySpendCap: fen(),
    createdAt: createdAt(),
    lastUsedAt: instant(),
    lastIp: text(),
    deletedAt: instant(),
  },
  (t) => [index('access_keys_owner_idx').on(t.userId, t.subAccountId)],
);

/**
 * Every accepted signed request's nonce: the primary key refuses a nonce seen before. Rows older than
 * the timestamp window can never be replayed (their timestamp is refused) and are pruned. The rate
 * limit does not read them (see accessKeyBuckets). No foreign key to the key (migration 0066): its
 * check locked the key's row once per nonce written, the hot path's dearest part; the gate writes
 * only nonces of a key it just read, and keys are never deleted (`deletedAt`).
 */
export const accessKeyRequests = pgTable(
  'access_key_requests',
  {
    keyId: integer().notNull(),
    nonce: text().notNull(),
    at: instant().notNull(),
  },
  // Pruned by age alone: a BRIN index on `at` (rows arrive in time order) costs the insert next to
  // nothing, where a B-tree on (key, at) cost one more index entry per nonce and served no query.
  (t) => [
    primaryKey({ columns: [t.keyId, t.nonce] }),
    index('access_key_requests_at_brin_idx').using('brin', t.at),
  ],
);

/**
 * Each key's rate limit as a token bucket in one row: `tokens` as of `refilledAt`, refilled at the
 * limit per minute up to the limit. Requests take tokens with one upsert that takes at most the
 * whole tokens there, decided on the row's latest version under its lock, so concurrent requests,
 * from any server process, can never take more than the bucket holds. Made on the key's first
 * signed request.
 */
export const accessKeyBuckets = pgTable('access_key_buckets', {
  keyId: integer()
    .primaryKey()
    .references(() => accessKeys.id),
  tokens: doublePrecision().notNull(),
  refilledAt: instant().notNull(),
  /** How many tokens the last update took (a batch of requests takes up to one each): its RETURNING. */
  lastTaken: integer().notNull().default(0),
});

/**
 * What a key spent: one row per order placed with it (a rental or a renewal), written in the
 * order's own transaction under the key's row lock, so concurrent orders cannot pass its cap.
 * The pay-as-you-go hours of the instances it rented count too (read from instance_charges).
 */
export const accessKeySpends = pgTable(
  'access_key_spends',
  {
    orderNo: text().primaryKey(),
    keyId: integer()
      .notNull()
      .references(() => accessKeys.id),
    amount: fen().notNull(),
    at: instant().notNull(),
  },
  (t) => [index('access_key_spends_key_idx').on(t.keyId, t.at)],
);

/**
 * The Idempotency-Key of a call that spends money. A create: the body digest and the instance it
 * made, written in the rental's transaction. Any other money call (issue 45): the digest of its
 * path and body, claimed before the call runs (`answer` null while it runs; the claim is removed
 * when the call is refused) and its answer kept once it succeeded, never a secret. A repeat with
 * the same digest answers the first call's answer; another digest is refused. Kept 24 hours.
 */
export const accessKeyIdempotency = pgTable(
  'access_key_idempotency',
  {
    keyId: integer()
      .notNull()
      .references(() => accessKeys.id),
    idempotencyKey: text().notNull(),
    bodySha256: text().notNull(),
    /** The instance a create made; null for the other money calls. */
    instanceId: integer(),
    /** The `data` a money call other than a create answered; null for a create, or while it runs. */
    answer: jsonb().$type<unknown>(),
    at: instant().notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] })],
);
