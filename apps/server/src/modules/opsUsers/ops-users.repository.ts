import { and, asc, count, desc, eq, gt, ilike, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { containsPattern } from '../../db/like-pattern';
import { type PageRequest, readPage } from '../../db/paging';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { sessions } from '../../db/schema/sessions/sessions.table';
import { verifications } from '../../db/schema/verification/verification.table';
import { wallets } from '../../db/schema/wallet/wallet.table';

/** Reads of customer accounts for the operator console; its only write is the login switch. */

function searchWhere(q: string): SQL | undefined {
  const anywhere = containsPattern(q);
  const matchingSub = sql`exists (select 1 from ${subAccounts} s where s.main_user_id = ${users.id} and s.deleted_at is null and s.login_name ilike ${anywhere})`;
  return or(like(users.phone, anywhere), ilike(users.name, anywhere), matchingSub);
}

/**
 * Accounts whose phone, name or a live sub-account's username holds `q` anywhere; with an empty
 * `q`, every account (the desk opens on the newest).
 */
export async function searchUsers(db: Db, q: string, page: PageRequest) {
  const where = q === '' ? undefined : searchWhere(q);
  const anywhere = containsPattern(q);
  return readPage(
    page,
    (window) =>
      db
        .select({
          user: users,
          money: wallets.money,
          matchedSubAccount:
            q === ''
              ? sql<string | null>`null`
              : sql<
                  string | null
                >`(select s.login_name from ${subAccounts} s where s.main_user_id = ${users.id} and s.deleted_at is null and s.login_name ilike ${anywhere} order by s.id limit 1)`,
        })
        .from(users)
        .innerJoin(wallets, eq(wallets.userId, users.id))
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(users).where(where),
  );
}

/** One account with its wallet and verification state, or null. */
export async function findUserForStaff(db: Db, userId: number) {
  const passed = (verifyType: number) =>
    sql<boolean>`exists (select 1 from ${verifications} v where v.user_id = ${users.id} and v.verify_type = ${verifyType} and v.status = 1)`;
  const [row] = await db
    .select({
      user: users,
      wallet: wallets,
      personalPassed: passed(0),
      enterprisePassed: passed(1),
    })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

function openSessionsOf(userId: number, now: Date) {
  return and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
}

/** The account's sessions that are neither revoked nor past their end, newest first. */
export function listOpenSessions(db: Db, userId: number, now: Date) {
  return db
    .select({ session: sessions, subAccountName: subAccounts.loginName })
    .from(sessions)
    .leftJoin(subAccounts, eq(subAccounts.id, sessions.subAccountId))
    .where(openSessionsOf(userId, now))
    .orderBy(desc(sessions.lastSeenAt), asc(sessions.id))
    .limit(200);
}

/** Whether `sessionId` is an open session of the account (so staff end only that account's). */
export async function isOpenSessionOf(db: Db, userId: number, sessionId: string, now: Date) {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), openSessionsOf(userId, now)))
    .limit(1);
  return row !== undefined;
}

/** Locks the account's row: two staff switching its login queue up, each sees the other's result. */
export async function lockUser(tx: Db, userId: number) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export async function setLoginDisabledAt(tx: Db, userId: number, at: Date | null): Promise<void> {
  await tx.update(users).set({ loginDisabledAt: at }).where(eq(users.id, userId));
}
