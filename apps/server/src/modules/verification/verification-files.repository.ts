import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { type VerificationFileRow, verificationFiles } from '../../db/schema/verification/verification.table';

type NewFile = typeof verificationFiles.$inferInsert;

/** How many of an account's uploads no check or submission has used yet. */
export async function countWaitingFiles(db: Db, userId: number): Promise<number> {
  const [waiting] = await db
    .select({ n: count() })
    .from(verificationFiles)
    .where(and(eq(verificationFiles.userId, userId), isNull(verificationFiles.usedAt)));
  return waiting?.n ?? 0;
}

export async function insertFile(db: Db, values: NewFile): Promise<VerificationFileRow> {
  const [row] = await db.insert(verificationFiles).values(values).returning();
  if (!row) throw new Error('verification file insert returned no row');
  return row;
}

export async function findFile(db: Db, id: number): Promise<VerificationFileRow | null> {
  const [row] = await db.select().from(verificationFiles).where(eq(verificationFiles.id, id));
  return row ?? null;
}

export async function findFileOf(
  db: Db,
  userId: number,
  fileId: number,
): Promise<VerificationFileRow | null> {
  const [row] = await db
    .select()
    .from(verificationFiles)
    .where(and(eq(verificationFiles.id, fileId), eq(verificationFiles.userId, userId)));
  return row ?? null;
}

/** Marks files used by a check (they stay the owner's, and may serve a later reading too). */
export async function markFileUsed(db: Db, fileId: number, now: Date): Promise<void> {
  await db
    .update(verificationFiles)
    .set({ usedAt: now })
    .where(and(eq(verificationFiles.id, fileId), isNull(verificationFiles.usedAt)));
}

/** Gives those of the files that are the account's and in no submission to one; answers their ids. */
export async function claimWaitingFiles(
  tx: Db,
  userId: number,
  fileIds: readonly number[],
  verificationId: number,
  now: Date,
): Promise<number[]> {
  const claimed = await tx
    .update(verificationFiles)
    .set({ verificationId, usedAt: now })
    .where(
      and(
        inArray(verificationFiles.id, [...fileIds]),
        eq(verificationFiles.userId, userId),
        isNull(verificationFiles.verificationId),
      ),
    )
    .returning({ id: verificationFiles.id });
  return claimed.map((row) => row.id);
}

export async function filesOf(db: Db, verificationIds: readonly number[]): Promise<VerificationFileRow[]> {
  if (verificationIds.length === 0) return [];
  return db
    .select()
    .from(verificationFiles)
    .where(inArray(verificationFiles.verificationId, [...verificationIds]))
    .orderBy(verificationFiles.id);
}

export async function filesByIds(db: Db, ids: readonly number[]): Promise<VerificationFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(verificationFiles)
    .where(inArray(verificationFiles.id, [...ids]))
    .orderBy(verificationFiles.id);
}
