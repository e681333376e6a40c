import type { Language } from '@gpucloud/contracts';
import { and, count, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { announceSessionRevocation } from '../../core/auth/session-notifications';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { lockLiveCode } from '../../db/live-codes';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { loginFailures, sessions, smsCodes } from '../../db/schema/sessions/sessions.table';

export interface NewSession {
  id: string;
  tokenHash: string;
  userId: number;
  subAccountId: number | null;
  now: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
  secondFactorAt?: Date | null;
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
    secondFactorAt: s.secondFactorAt ?? null,
  });
}

/** The session proved the account's second factor at `now` (a step-up, an enrolment; issue 46). */
export async function markSecondFactorProven(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}

/** When the session last proved the second factor; null when never (or no such session). */
export async function secondFactorProvenAt(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.at ?? null;
}

/** What decides whether a stored session still counts (core/auth/session-lookup.ts, StoredSession). */
const storedSessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  subAccountId: sessions.subAccountId,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  role: users.role,
  userUnregisteredAt: users.unregisteredAt,
  userLoginDisabledAt: users.loginDisabledAt,
  subAccountDeletedAt: subAccounts.deletedAt,
};

const sessionByTokenHash = preparedStatement((db) =>
  db
    .select(storedSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subAccounts, eq(subAccounts.id, sessions.subAccountId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

/** A session by its id (not its token), with what decides whether it still counts. */
export async function findSessionById(db: Db, sessionId: string) {
  const [row] = await db
    .select(storedSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subAccounts, eq(subAccounts.id, sessions.subAccountId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

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

/** Ends one session; its account's cached sessions are forgotten in every process at commit. */
export async function revokeSession(db: Db, id: string, now: Date, reason: string): Promise<void> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  for (const userId of new Set(rows.map((row) => row.userId))) await announceSessionRevocation(db, userId);
}

/** Revokes every open session of a main account (and its sub-accounts' unless `onlyMainAccount`). */
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
  await announceSessionRevocation(db, userId);
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

/** Takes back a code the carrier never delivered, so it counts against no limit and cannot be used. */
export async function deleteSmsCode(db: Db, phone: string, codeHash: string): Promise<void> {
  await db.delete(smsCodes).where(and(eq(smsCodes.phone, phone), eq(smsCodes.codeHash, codeHash)));
}

/** The newest live code of a phone for one purpose, locked so two checks cannot both use it. */
export async function findLiveSmsCodeForUpdate(db: Db, phone: string, purpose: string, now: Date) {
  return lockLiveCode(
    db,
    { table: smsCodes, usedAt: smsCodes.consumedAt, expiresAt: smsCodes.expiresAt },
    {
      owner: [eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)],
      newestFirst: [desc(smsCodes.createdAt), desc(smsCodes.id)],
    },
    now,
  );
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

export interface LoginFailureCounts {
  /** Failures of this subject from this address, and when the latest was. */
  pair: number;
  pairLast: Date | null;
  /** Failures from this address, whatever the subject. */
  address: number;
  addressLast: Date | null;
  /** Failures of this subject from every address. */
  subject: number;
}

/** Everything the login throttle weighs, in one read (the subject and ip indexes serve it). */
export async function countLoginFailures(
  db: Db,
  by: { subject: string; ip: string },
  since: Date,
): Promise<LoginFailureCounts> {
  const pair = sql`${loginFailures.subject} = ${by.subject} and ${loginFailures.ip} = ${by.ip}`;
  const [row] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${pair})::integer`,
      pairLast: sql<string | null>`max(${loginFailures.createdAt}) filter (where ${pair})`,
      address: sql<number>`count(*) filter (where ${loginFailures.ip} = ${by.ip})::integer`,
      addressLast: sql<
        string | null
      >`max(${loginFailures.createdAt}) filter (where ${loginFailures.ip} = ${by.ip})`,
      subject: sql<number>`count(*) filter (where ${loginFailures.subject} = ${by.subject})::integer`,
    })
    .from(loginFailures)
    .where(
      and(
        gte(loginFailures.createdAt, since),
        or(eq(loginFailures.subject, by.subject), eq(loginFailures.ip, by.ip)),
      ),
    );
  const instant = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return {
    pair: row?.pair ?? 0,
    pairLast: instant(row?.pairLast),
    address: row?.address ?? 0,
    addressLast: instant(row?.addressLast),
    subject: row?.subject ?? 0,
  };
}

/**
 * Whether staff disabled login of an account, and the language to say so in: the sub-account's
 * own choice, else the main account's.
 */
export async function findLoginGate(db: Db, userId: number, subAccountId: number | null) {
  const [row] = await db
    .select({
      loginDisabledAt: users.loginDisabledAt,
      language: sql<Language>`coalesce(${subAccounts.language}, ${users.language})`,
    })
    .from(users)
    .leftJoin(subAccounts, and(eq(subAccounts.id, subAccountId ?? 0), eq(subAccounts.mainUserId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
