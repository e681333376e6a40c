import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { subAccounts, users } from '../account/account.table';
import { loginFailures, sessions, smsCodes } from './auth.table';

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: number;
  subAccountId: number | null;
  now: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function insertSession(db: Db, s: NewSession): Promise<void> {
  await db.insert(sessions).values({
    id: s.id,
    tokenHash: s.tokenHash,
    userId: s.userId,
    subAccountId: s.subAccountId,
    createdAt: s.now,
    lastSeenAt: s.now,
    expiresAt: s.expiresAt,
    ip: s.ip,
    userAgent: s.userAgent,
  });
}

const sessionByTokenHash = preparedStatement((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      subAccountId: sessions.subAccountId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      role: users.role,
      userUnregisteredAt: users.unregisteredAt,
      subAccountDeletedAt: subAccounts.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subAccounts, eq(subAccounts.id, sessions.subAccountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

/** The session behind a token, with what decides whether it still counts. Runs on every authenticated call. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row ?? null;
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastSeenAt, now)));
}

export async function revokeSession(db: Db, id: string, now: Date, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a main account (and its sub-accounts' when `includeSubAccounts`). */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  reason: string,
  options: { exceptSessionId?: string; onlyMainAccount?: boolean } = {},
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.onlyMainAccount ? isNull(sessions.subAccountId) : undefined,
        options.exceptSessionId ? sql`${sessions.id} <> ${options.exceptSessionId}` : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function countSmsCodesSince(
  db: Db,
  by: { phone?: string; ip?: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(
      and(
        by.phone ? eq(smsCodes.phone, by.phone) : undefined,
        by.ip ? eq(smsCodes.ip, by.ip) : undefined,
        gte(smsCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertSmsCode(
  db: Db,
  code: { phone: string; purpose: string; codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(code);
}

/** The newest live code of a phone for one purpose, locked so two checks cannot both use it. */
export async function findLiveSmsCodeForUpdate(db: Db, phone: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phone, phone),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function recordSmsCodeAttempt(db: Db, id: number, consumedAt: Date | null): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1`, consumedAt })
    .where(eq(smsCodes.id, id));
}

export async function insertLoginFailure(db: Db, subject: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ subject, ip, createdAt: now });
}

export async function countLoginFailuresSince(
  db: Db,
  by: { subject?: string; ip?: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        by.subject ? eq(loginFailures.subject, by.subject) : undefined,
        by.ip ? eq(loginFailures.ip, by.ip) : undefined,
        gte(loginFailures.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

/** Serialises work on one key (a phone, say) across transactions and processes until commit. */
export async function lockKey(db: Db, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
