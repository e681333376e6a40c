import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { secondFactors } from '../../db/schema/secondFactor/second-factors.table';

export type SecondFactorRow = typeof secondFactors.$inferSelect;

/** Whose second factor: a main account (subAccountId null) or one of its sub-accounts. */
export interface FactorOwner {
  userId: number;
  subAccountId: number | null;
}

function ownedBy(owner: FactorOwner): SQL | undefined {
  return owner.subAccountId === null
    ? and(eq(secondFactors.userId, owner.userId), isNull(secondFactors.subAccountId))
    : eq(secondFactors.subAccountId, owner.subAccountId);
}

/** The owner's row (enabled or an enrolment under way); `forUpdate` locks it for a change. */
export async function findSecondFactor(
  db: Db,
  owner: FactorOwner,
  options: { forUpdate?: boolean } = {},
): Promise<SecondFactorRow | null> {
  const query = db.select().from(secondFactors).where(ownedBy(owner)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether the owner has an enabled second factor (the sign-in and the step-up gate ask). */
export async function hasEnabledSecondFactor(db: Db, owner: FactorOwner): Promise<boolean> {
  const row = await findSecondFactor(db, owner);
  return row !== null && row.enabledAt !== null && row.totpSecretSealed !== null;
}

export async function insertPendingFactor(db: Db, owner: FactorOwner, pendingSealed: string): Promise<void> {
  await db.insert(secondFactors).values({
    userId: owner.userId,
    subAccountId: owner.subAccountId,
    pendingSecretSealed: pendingSealed,
  });
}

export async function updateSecondFactor(
  db: Db,
  id: number,
  change: Partial<
    Pick<
      SecondFactorRow,
      'totpSecretSealed' | 'pendingSecretSealed' | 'enabledAt' | 'lastStep' | 'recoveryCodeHashes'
    >
  >,
): Promise<void> {
  await db.update(secondFactors).set(change).where(eq(secondFactors.id, id));
}

export async function deleteSecondFactor(db: Db, id: number): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.id, id));
}

/**
 * Takes a TOTP step unless a code of that step or a later one was accepted already: two requests
 * racing with one code cannot both pass.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(
      and(eq(secondFactors.id, id), or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step))),
    )
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}

/** Removes one recovery code (its hash) if the owner still has it: each works once. */
export async function claimRecoveryCode(db: Db, id: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${secondFactors.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(secondFactors.id, id), sql`${codeHash} = any(${secondFactors.recoveryCodeHashes})`))
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}
