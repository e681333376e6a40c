import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { announceSessionRevocation } from '../../core/auth/session-notifications';
import type { Db } from '../../core/db';
import { users } from '../../db/schema/account/account.table';
import { knownSignIns, sessions, spentPowChallenges } from '../../db/schema/sessions/sessions.table';

/** One login identity: a main account (subAccountId null) or one of its sub-accounts. */
export interface LoginOwner {
  userId: number;
  subAccountId: number | null;
}

const ownedBy = (owner: LoginOwner) =>
  and(
    eq(sessions.userId, owner.userId),
    owner.subAccountId === null
      ? isNull(sessions.subAccountId)
      : eq(sessions.subAccountId, owner.subAccountId),
  );

/** Sessions of one identity that still count by their times: not revoked, not idle, not past their end. */
const openOf = (owner: LoginOwner, now: Date, idleSince: Date) =>
  and(
    ownedBy(owner),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, idleSince),
  );

export async function listOwnOpenSessions(db: Db, owner: LoginOwner, now: Date, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(openOf(owner, now, idleSince))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/**
 * Ends the identity's open sessions: one (`only`) or all but `except`. Every process forgets the
 * account's cached sessions at commit. Answers how many ended.
 */
export async function revokeOwnSessions(
  db: Db,
  owner: LoginOwner,
  which: { only: string } | { except: string },
  now: Date,
  reason: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        ownedBy(owner),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        'only' in which ? eq(sessions.id, which.only) : sql`${sessions.id} <> ${which.except}`,
      ),
    )
    .returning({ id: sessions.id });
  if (rows.length > 0) await announceSessionRevocation(db, owner.userId);
  return rows.length;
}

/** The known sign-ins of one identity: a main account's own, or one sub-account's. */
const knownOf = (owner: LoginOwner) =>
  owner.subAccountId === null
    ? and(eq(knownSignIns.userId, owner.userId), isNull(knownSignIns.subAccountId))
    : eq(knownSignIns.subAccountId, owner.subAccountId);

/**
 * Records a device and network for the identity (a main account, or a sub-account on its own) in
 * one statement (a repeat only moves its last-seen). Answers whether the pair is new, and when it
 * is, whether the identity had signed in from anywhere before (its first sign-in is not news).
 */
export async function rememberSignIn(
  db: Db,
  sign: { owner: LoginOwner; device: string; network: string; now: Date },
): Promise<{ isNew: boolean; seenBefore: boolean }> {
  const { owner } = sign;
  const sub = owner.subAccountId !== null;
  const [row] = await db
    .insert(knownSignIns)
    .values({
      userId: owner.userId,
      subAccountId: owner.subAccountId,
      device: sign.device,
      network: sign.network,
      firstSeenAt: sign.now,
      lastSeenAt: sign.now,
    })
    // One of two partial unique indexes (migration 0065): per main account, or per sub-account.
    .onConflictDoUpdate({
      target: [
        sub ? knownSignIns.subAccountId : knownSignIns.userId,
        knownSignIns.device,
        knownSignIns.network,
      ],
      targetWhere: sub ? isNotNull(knownSignIns.subAccountId) : isNull(knownSignIns.subAccountId),
      set: { lastSeenAt: sign.now },
    })
    // PostgreSQL's xmax is 0 on a row this statement inserted, not on one it updated.
    .returning({ id: knownSignIns.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!row?.inserted) return { isNew: false, seenBefore: true };
  const [other] = await db
    .select({ id: knownSignIns.id })
    .from(knownSignIns)
    .where(and(knownOf(owner), sql`${knownSignIns.id} <> ${row.id}`))
    .limit(1);
  return { isNew: true, seenBefore: other !== undefined };
}

/** Who is told of a new sign-in, and by which channels. */
export async function findAlertRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      phone: users.phone,
      notifyPhone: users.notifyPhone,
      noticeEmail: users.noticeEmail,
      noticeSettings: users.noticeSettings,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Uses up a proof-of-work challenge: true the first time, false when it was used before. */
export async function spendPowChallenge(db: Db, salt: string, expiresAt: Date, now: Date): Promise<boolean> {
  // Spent challenges past their end can never be offered again: they are dropped as new ones come.
  await db.delete(spentPowChallenges).where(lt(spentPowChallenges.expiresAt, now));
  const rows = await db
    .insert(spentPowChallenges)
    .values({ salt, expiresAt })
    .onConflictDoNothing()
    .returning({ salt: spentPowChallenges.salt });
  return rows.length === 1;
}
