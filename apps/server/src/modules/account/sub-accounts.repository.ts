import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { announceSessionRevocation } from '../../core/auth/session-notifications';
import type { Db } from '../../core/db';
import { subAccounts } from '../../db/schema/account/account.table';
import { sessions } from '../../db/schema/sessions/sessions.table';

export type SubAccountRecord = typeof subAccounts.$inferSelect;

export async function listSubAccounts(db: Db, mainUserId: number): Promise<SubAccountRecord[]> {
  return db
    .select()
    .from(subAccounts)
    .where(and(eq(subAccounts.mainUserId, mainUserId), isNull(subAccounts.deletedAt)))
    .orderBy(asc(subAccounts.createdAt), asc(subAccounts.id));
}

export async function updateSubAccount(
  tx: Db,
  id: number,
  fields: Partial<Pick<SubAccountRecord, 'note' | 'moneyLimit' | 'passwordHash' | 'deletedAt'>>,
): Promise<SubAccountRecord> {
  const [row] = await tx.update(subAccounts).set(fields).where(eq(subAccounts.id, id)).returning();
  if (!row) throw new Error(`sub-account ${id} vanished`);
  return row;
}

/** Logs a sub-account out everywhere (every process forgets it at commit); answers how many sessions ended. */
export async function revokeSubAccountSessions(
  tx: Db,
  subAccountId: number,
  now: Date,
  reason: string,
  exceptSessionId?: string,
) {
  const rows = await tx
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.subAccountId, subAccountId),
        isNull(sessions.revokedAt),
        exceptSessionId ? sql`${sessions.id} <> ${exceptSessionId}` : undefined,
      ),
    )
    .returning({ userId: sessions.userId });
  for (const userId of new Set(rows.map((row) => row.userId))) await announceSessionRevocation(tx, userId);
  return rows.length;
}

export async function countLiveSubAccounts(db: Db, mainUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(subAccounts)
    .where(and(eq(subAccounts.mainUserId, mainUserId), isNull(subAccounts.deletedAt)));
  return row?.n ?? 0;
}
