import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { preparedStatement } from '../../core/prepared';
import { emailCodes, subAccounts, type UserRole, users } from '../../db/schema/account/account.table';
import { verifications } from '../../db/schema/verification/verification.table';
import { wallets } from '../../db/schema/wallet/wallet.table';

export async function findActiveUserByPhone(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.unregisteredAt)))
    .limit(1);
  return row ?? null;
}

export async function insertUser(
  db: Db,
  user: {
    phone: string;
    name: string;
    passwordHash: string;
    role?: UserRole;
    isCompany?: boolean;
    companyName?: string | null;
    now: Date;
  },
) {
  const [row] = await db
    .insert(users)
    .values({
      phone: user.phone,
      name: user.name,
      passwordHash: user.passwordHash,
      role: user.role ?? 'user',
      isCompany: user.isCompany ?? false,
      companyName: user.companyName ?? null,
      createdAt: user.now,
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUserPassword(
  db: Db,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
}

/** A live sub-account by login name (case-insensitive), with its main account's state. */
export async function findSubAccountForLogin(db: Db, loginName: string) {
  const [row] = await db
    .select({ subAccount: subAccounts, mainUnregisteredAt: users.unregisteredAt })
    .from(subAccounts)
    .innerJoin(users, eq(users.id, subAccounts.mainUserId))
    .where(
      and(sql`lower(${subAccounts.loginName}) = ${loginName.toLowerCase()}`, isNull(subAccounts.deletedAt)),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSubAccount(
  db: Db,
  sub: {
    mainUserId: number;
    loginName: string;
    passwordHash: string;
    moneyLimit: number;
    note?: string;
    now: Date;
  },
) {
  const [row] = await db
    .insert(subAccounts)
    .values({
      mainUserId: sub.mainUserId,
      loginName: sub.loginName,
      passwordHash: sub.passwordHash,
      moneyLimit: sub.moneyLimit,
      note: sub.note ?? '',
      createdAt: sub.now,
    })
    .returning();
  if (!row) throw new Error('insert into sub_accounts returned no row');
  return row;
}

// Only what the answer shows: fewer columns to send, decode and map on the hottest read there is.
const userProfile = preparedStatement((db) =>
  db
    .select({
      user: {
        id: users.id,
        name: users.name,
        phone: users.phone,
        role: users.role,
        isCompany: users.isCompany,
        companyName: users.companyName,
        isSalesPartner: users.isSalesPartner,
        createdAt: users.createdAt,
      },
      wallet: {
        money: wallets.money,
        powerMoney: wallets.powerMoney,
        creditQuota: wallets.creditQuota,
        accumulatedMoney: wallets.accumulatedMoney,
        voucherFirst: wallets.voucherFirst,
      },
      subAccount: {
        id: subAccounts.id,
        loginName: subAccounts.loginName,
        moneyLimit: subAccounts.moneyLimit,
        moneyUsed: subAccounts.moneyUsed,
        createdAt: subAccounts.createdAt,
      },
      personalPassed: sql<boolean>`exists (select 1 from ${verifications} v where v.user_id = ${users.id} and v.verify_type = 0 and v.status = 1)`,
      enterprisePassed: sql<boolean>`exists (select 1 from ${verifications} v where v.user_id = ${users.id} and v.verify_type = 1 and v.status = 1)`,
    })
    .from(users)
    .innerJoin(wallets, eq(wallets.userId, users.id))
    // A null sub-account id matches no row, so a main account gets subAccount null.
    .leftJoin(
      subAccounts,
      and(eq(subAccounts.id, sql.placeholder('subAccountId')), eq(subAccounts.mainUserId, users.id)),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_profile'),
);

/** Everything /get_user_info answers, in one round trip. */
export async function findUserProfile(db: Db, userId: number, subAccountId: number | null) {
  const [row] = await userProfile(db).execute({ userId, subAccountId });
  return row ?? null;
}

/** Reads a sub-account and locks it: its spending and its limit move under this lock. */
export async function lockSubAccount(tx: Db, subAccountId: number) {
  const [row] = await tx.select().from(subAccounts).where(eq(subAccounts.id, subAccountId)).for('update');
  if (!row) throw new Error(`sub-account ${subAccountId} does not exist`);
  return row;
}

export async function findUserById(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateUser(
  db: Db,
  userId: number,
  fields: Partial<
    Pick<
      typeof users.$inferSelect,
      'name' | 'notifyPhone' | 'noticeEmail' | 'noticeSettings' | 'unregisteredAt'
    >
  >,
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

export async function findSubAccountById(db: Db, subAccountId: number) {
  const [row] = await db.select().from(subAccounts).where(eq(subAccounts.id, subAccountId)).limit(1);
  return row ?? null;
}

export async function updateSubAccountPassword(
  db: Db,
  subAccountId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(subAccounts).set({ passwordHash }).where(eq(subAccounts.id, subAccountId));
}

export async function insertEmailCode(db: Db, row: typeof emailCodes.$inferInsert): Promise<void> {
  await db.insert(emailCodes).values(row);
}

/** The newest live code sent to this address for this account, locked while it is checked. */
export async function findLiveEmailCodeForUpdate(db: Db, userId: number, email: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.email, email),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function recordEmailCodeAttempt(db: Db, id: number, consumedAt: Date | null): Promise<void> {
  await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1`, consumedAt })
    .where(eq(emailCodes.id, id));
}

export async function countEmailCodesSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), gt(emailCodes.createdAt, since)));
  return row?.n ?? 0;
}
