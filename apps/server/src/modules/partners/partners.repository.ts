import type { PartnerStatus } from '@gpucloud/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { customerMatch, deskCounts } from '../../db/customer-search';
import { readPage, windowOf } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { type PartnerRow, partnerReferrals, partners } from '../../db/schema/partners/partners.table';
import { hosts } from '../../db/schema/store/store.table';

export type { PartnerRow };

export async function findPartner(db: Db, userId: number): Promise<PartnerRow | null> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId));
  return row ?? null;
}

/** The partner row of an account, locked: every change of a partner and its pockets starts here. */
export async function lockPartner(tx: Db, userId: number): Promise<PartnerRow | null> {
  const [row] = await tx.select().from(partners).where(eq(partners.userId, userId)).for('update');
  return row ?? null;
}

export async function insertPartner(
  tx: Db,
  values: { userId: number; note: string; appliedAt: Date },
): Promise<void> {
  await tx.insert(partners).values(values);
}

export async function updatePartner(
  tx: Db,
  userId: number,
  values: Partial<Omit<PartnerRow, 'userId'>>,
): Promise<void> {
  await tx.update(partners).set(values).where(eq(partners.userId, userId));
}

export async function isReferralCodeTaken(tx: Db, code: string): Promise<boolean> {
  const [taken] = await tx.select({ userId: partners.userId }).from(partners).where(eq(partners.code, code));
  return taken !== undefined;
}

/** The approved partner a referral code belongs to (codes are kept upper case). */
export async function findApprovedPartnerByCode(tx: Db, code: string): Promise<{ userId: number } | null> {
  const [partner] = await tx
    .select({ userId: partners.userId })
    .from(partners)
    .where(and(eq(partners.code, code), eq(partners.status, 'approved')));
  return partner ?? null;
}

export async function partnerStatusOf(tx: Db, userId: number): Promise<PartnerStatus | null> {
  const [partner] = await tx
    .select({ status: partners.status })
    .from(partners)
    .where(eq(partners.userId, userId));
  return partner?.status ?? null;
}

export async function countHostsOfPartner(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(hosts).where(eq(hosts.partnerUserId, userId));
  return row?.n ?? 0;
}

/** What a partner's pending pocket holds (earned, not settled yet); undefined for no partner. */
export async function pendingFenOf(db: Db, userId: number) {
  const [partner] = await db
    .select({ pending: partners.pendingFen })
    .from(partners)
    .where(eq(partners.userId, userId));
  return partner?.pending;
}

/**
 * One page of the finance desk's partners in one status (applications oldest first, the queue;
 * partners newest decided first), with how many the filter holds and how many wait for a decision.
 */
export async function listDeskPartners(
  db: Db,
  filter: { status: PartnerStatus; q?: string | undefined },
  page: { page: number; pageSize: number },
) {
  const conditions: (SQL | undefined)[] = [eq(partners.status, filter.status)];
  if (filter.q) conditions.push(customerMatch(filter.q, partners.userId));
  const where = and(...conditions);
  const window = windowOf(page);
  const rows = await db
    .select({
      partner: partners,
      phone: users.phone,
      referred: sql<number>`(select count(*)::integer from ${partnerReferrals} where ${partnerReferrals.partnerUserId} = ${partners.userId})`,
      machines: sql<number>`(select count(*)::integer from ${hosts} where ${hosts.partnerUserId} = ${partners.userId})`,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(where)
    .orderBy(
      ...(filter.status === 'applied'
        ? [asc(partners.appliedAt), asc(partners.userId)]
        : [desc(partners.decidedAt), desc(partners.userId)]),
    )
    .limit(window.limit)
    .offset(window.offset);
  const { total, waiting } = await deskCounts(db, {
    table: partners,
    userIdColumn: partners.userId,
    where,
    waiting: eq(partners.status, 'applied'),
  });
  return { rows, total, waiting };
}

/** One page of a partner's referred customers, newest first, with their phones. */
export async function listReferrals(db: Db, partnerUserId: number, page: { page: number; pageSize: number }) {
  const where = eq(partnerReferrals.partnerUserId, partnerUserId);
  return readPage(
    page,
    (window) =>
      db
        .select({ referral: partnerReferrals, phone: users.phone })
        .from(partnerReferrals)
        .innerJoin(users, eq(users.id, partnerReferrals.customerUserId))
        .where(where)
        .orderBy(desc(partnerReferrals.boundAt), desc(partnerReferrals.customerUserId))
        .limit(window.limit)
        .offset(window.offset),
    () => db.select({ n: count() }).from(partnerReferrals).where(where),
  );
}
