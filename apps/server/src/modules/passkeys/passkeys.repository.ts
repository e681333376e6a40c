import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { users } from '../../db/schema/account/account.table';
import { passkeys, type WebAuthnPurpose, webauthnChallenges } from '../../db/schema/passkeys/passkeys.table';

export type PasskeyRecord = typeof passkeys.$inferSelect;
export type NewPasskey = typeof passkeys.$inferInsert;
export type ChallengeRecord = typeof webauthnChallenges.$inferSelect;

/** Whose passkeys: a main account's own (no sub-account) or one sub-account's. */
export interface PasskeyHolder {
  userId: number;
  subAccountId: number | null;
}

function heldBy(holder: PasskeyHolder) {
  return and(
    eq(passkeys.userId, holder.userId),
    holder.subAccountId === null
      ? isNull(passkeys.subAccountId)
      : eq(passkeys.subAccountId, holder.subAccountId),
  );
}

export async function insertChallenge(db: Db, row: typeof webauthnChallenges.$inferInsert): Promise<void> {
  await db.insert(webauthnChallenges).values(row);
}

/** Challenges past their time are of no use to anyone: dropped an hour after they expired. */
export async function deleteStaleChallenges(db: Db, before: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, before));
}

/**
 * Spends a challenge: one guarded UPDATE, so of two requests with the same challenge (on any
 * process) exactly one gets it, and only while it is unused, unexpired and of this purpose.
 */
export async function consumeChallenge(
  db: Db,
  input: { id: string; purpose: WebAuthnPurpose; now: Date },
): Promise<ChallengeRecord | null> {
  const [row] = await db
    .update(webauthnChallenges)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(webauthnChallenges.id, input.id),
        eq(webauthnChallenges.purpose, input.purpose),
        isNull(webauthnChallenges.usedAt),
        sql`${webauthnChallenges.expiresAt} > ${input.now.toISOString()}`,
      ),
    )
    .returning();
  return row ?? null;
}

export async function listPasskeysOf(db: Db, holder: PasskeyHolder): Promise<PasskeyRecord[]> {
  return db.select().from(passkeys).where(heldBy(holder)).orderBy(desc(passkeys.id));
}

export async function countPasskeysOf(db: Db, holder: PasskeyHolder): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(heldBy(holder));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRecord | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

export async function insertPasskey(db: Db, values: NewPasskey): Promise<PasskeyRecord> {
  const [row] = await db.insert(passkeys).values(values).returning();
  if (!row) throw new Error('passkey insert returned nothing');
  return row;
}

export async function renamePasskey(db: Db, holder: PasskeyHolder, id: number, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(heldBy(holder), eq(passkeys.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: Db, holder: PasskeyHolder, id: number): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(heldBy(holder), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/**
 * Records a use with the authenticator's new counter, only if the counter grew (or the
 * authenticator keeps none: both 0). Two assertions racing with one counter value: one wins.
 */
export async function recordPasskeyUse(
  db: Db,
  input: { id: number; counter: number; backedUp: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: input.counter, backedUp: input.backedUp, lastUsedAt: input.now })
    .where(
      and(
        eq(passkeys.id, input.id),
        input.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, input.counter),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

/** Locks the main account's user row: one passkey count per account at a time (see registerPasskey). */
export async function lockPasskeyAccount(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
