import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { sshKeys } from '../../db/schema/sshKeys/ssh-keys.table';

export type SshKeyRecord = typeof sshKeys.$inferSelect;
export type NewSshKey = typeof sshKeys.$inferInsert;

/** Whose keys a caller manages: its own (a main account's, or one sub-account's). */
export interface KeyHolder {
  userId: number;
  subAccountId: number | null;
}

function heldBy(holder: KeyHolder) {
  return and(
    eq(sshKeys.userId, holder.userId),
    holder.subAccountId === null
      ? isNull(sshKeys.subAccountId)
      : eq(sshKeys.subAccountId, holder.subAccountId),
  );
}

export async function listKeysOf(db: Db, holder: KeyHolder): Promise<SshKeyRecord[]> {
  return db.select().from(sshKeys).where(heldBy(holder)).orderBy(desc(sshKeys.id));
}

export async function countKeysOf(db: Db, holder: KeyHolder): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sshKeys).where(heldBy(holder));
  return row?.n ?? 0;
}

/** Locks the main account's user row: one key count per account at a time (see addSshKey). */
export async function lockKeyAccount(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function findHeldKey(db: Db, holder: KeyHolder, fingerprint: string) {
  const [row] = await db
    .select({ id: sshKeys.id })
    .from(sshKeys)
    .where(and(heldBy(holder), eq(sshKeys.fingerprint, fingerprint)))
    .limit(1);
  return row ?? null;
}

export async function insertKey(tx: Db, values: NewSshKey): Promise<SshKeyRecord> {
  const [row] = await tx.insert(sshKeys).values(values).returning();
  if (!row) throw new Error('ssh key insert returned nothing');
  return row;
}

export async function renameKey(db: Db, holder: KeyHolder, id: number, name: string) {
  const [row] = await db
    .update(sshKeys)
    .set({ name })
    .where(and(heldBy(holder), eq(sshKeys.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteKey(db: Db, holder: KeyHolder, id: number): Promise<boolean> {
  const rows = await db
    .delete(sshKeys)
    .where(and(heldBy(holder), eq(sshKeys.id, id)))
    .returning({ id: sshKeys.id });
  return rows.length > 0;
}

/**
 * The keys of an instance's account with this fingerprint that may open it: the main account's,
 * and the renting sub-account's own (a sub-account that still exists). Another sub-account's key
 * never opens it.
 */
export async function keysForInstance(
  db: Db,
  instance: { userId: number; subAccountId: number | null },
  fingerprint: string,
): Promise<SshKeyRecord[]> {
  const holders =
    instance.subAccountId === null
      ? isNull(sshKeys.subAccountId)
      : or(isNull(sshKeys.subAccountId), eq(sshKeys.subAccountId, instance.subAccountId));
  const rows = await db
    .select({ key: sshKeys })
    .from(sshKeys)
    .leftJoin(subAccounts, eq(subAccounts.id, sshKeys.subAccountId))
    .where(
      and(
        eq(sshKeys.userId, instance.userId),
        eq(sshKeys.fingerprint, fingerprint),
        holders,
        isNull(subAccounts.deletedAt),
      ),
    );
  return rows.map((row) => row.key);
}

export async function markKeyUsed(db: Db, id: number, at: Date): Promise<void> {
  await db.update(sshKeys).set({ lastUsedAt: at }).where(eq(sshKeys.id, id));
}
