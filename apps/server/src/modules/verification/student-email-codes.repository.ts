import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { lockLiveCode } from '../../db/live-codes';
import { studentEmailCodes } from '../../db/schema/verification/verification.table';

export type StudentEmailCodeRow = typeof studentEmailCodes.$inferSelect;

/** When the account's newest code was sent, or null. */
export async function latestCodeSentAt(tx: Db, userId: number): Promise<Date | null> {
  const [latest] = await tx
    .select({ createdAt: studentEmailCodes.createdAt })
    .from(studentEmailCodes)
    .where(eq(studentEmailCodes.userId, userId))
    .orderBy(desc(studentEmailCodes.createdAt))
    .limit(1);
  return latest?.createdAt ?? null;
}

export async function countCodesSince(tx: Db, userId: number, since: Date): Promise<number> {
  const [sent] = await tx
    .select({ n: count() })
    .from(studentEmailCodes)
    .where(and(eq(studentEmailCodes.userId, userId), gte(studentEmailCodes.createdAt, since)));
  return sent?.n ?? 0;
}

export async function insertCode(
  tx: Db,
  code: { userId: number; emailIndex: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(studentEmailCodes).values(code);
}

/** The newest live code of that mailbox, locked so two checks cannot both use it. */
export async function lockLiveEmailCode(
  tx: Db,
  userId: number,
  emailIndex: string,
  now: Date,
): Promise<StudentEmailCodeRow | null> {
  return lockLiveCode(
    tx,
    { table: studentEmailCodes, usedAt: studentEmailCodes.usedAt, expiresAt: studentEmailCodes.expiresAt },
    {
      owner: [eq(studentEmailCodes.userId, userId), eq(studentEmailCodes.emailIndex, emailIndex)],
      newestFirst: [desc(studentEmailCodes.createdAt)],
    },
    now,
  );
}

/** One more try of a locked code; `usedAt` set when it was the right one. */
export async function recordCodeTry(tx: Db, row: StudentEmailCodeRow, usedAt: Date | null): Promise<void> {
  await tx
    .update(studentEmailCodes)
    .set({ attempts: row.attempts + 1, usedAt })
    .where(eq(studentEmailCodes.id, row.id));
}
