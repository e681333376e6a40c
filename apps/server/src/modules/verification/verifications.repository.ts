import type { OpsVerificationListRequest } from '@gpucloud/contracts';
import { STAFF_REVIEWED_METHODS, VerifyStatus, VerifyType } from '@gpucloud/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../core/db';
import { customerMatch, deskCounts } from '../../db/customer-search';
import { windowOf } from '../../db/paging';
import { users } from '../../db/schema/account/account.table';
import { staffMembers } from '../../db/schema/staff/staff.table';
import { type VerificationRow, verifications } from '../../db/schema/verification/verification.table';

export type NewVerification = typeof verifications.$inferInsert;

/** The statuses of an account's records of a type that are pending or passed. */
export async function heldStatusesOf(tx: Db, userId: number, verifyType: number): Promise<number[]> {
  const held = await tx
    .select({ status: verifications.status })
    .from(verifications)
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.verifyType, verifyType),
        inArray(verifications.status, [VerifyStatus.PENDING, VerifyStatus.PASSED]),
      ),
    );
  return held.map((row) => row.status);
}

/** Which account a pending or passed record of this type and subject belongs to, or null. */
export async function subjectHolderOf(
  db: Db,
  verifyType: number,
  subjectIndex: string,
): Promise<number | null> {
  const [holder] = await db
    .select({ userId: verifications.userId })
    .from(verifications)
    .where(
      and(
        eq(verifications.verifyType, verifyType),
        eq(verifications.subjectIndex, subjectIndex),
        inArray(verifications.status, [VerifyStatus.PENDING, VerifyStatus.PASSED]),
      ),
    );
  return holder?.userId ?? null;
}

export async function insertVerificationRow(tx: Db, values: NewVerification): Promise<VerificationRow> {
  const [row] = await tx.insert(verifications).values(values).returning();
  if (!row) throw new Error('verification insert returned no row');
  return row;
}

export async function findVerificationOf(
  db: Db,
  userId: number,
  id: number,
): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.id, id), eq(verifications.userId, userId)));
  return row ?? null;
}

export async function listUserVerifications(db: Db, userId: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.createdAt), desc(verifications.id));
}

/** An account's passed personal and enterprise records, enterprise first, then newest first. */
export async function passedOwnerRecordsOf(db: Db, userId: number): Promise<VerificationRow[]> {
  return db
    .select()
    .from(verifications)
    .where(
      and(
        eq(verifications.userId, userId),
        eq(verifications.status, VerifyStatus.PASSED),
        inArray(verifications.verifyType, [VerifyType.ENTERPRISE, VerifyType.PERSONAL]),
      ),
    )
    .orderBy(desc(verifications.verifyType), desc(verifications.id));
}

export async function lockVerification(tx: Db, id: number): Promise<VerificationRow | null> {
  const [row] = await tx.select().from(verifications).where(eq(verifications.id, id)).for('update');
  return row ?? null;
}

export async function updateVerification(
  tx: Db,
  id: number,
  values: Partial<Omit<VerificationRow, 'id'>>,
): Promise<void> {
  await tx.update(verifications).set(values).where(eq(verifications.id, id));
}

/** Changes a record; answers it as it is now (null: it is gone). */
export async function updateVerificationReturning(
  tx: Db,
  id: number,
  values: Partial<Omit<VerificationRow, 'id'>>,
): Promise<VerificationRow | null> {
  const [changed] = await tx.update(verifications).set(values).where(eq(verifications.id, id)).returning();
  return changed ?? null;
}

/** Changes a record that is still pending; null when it had moved on. */
export async function updatePendingVerification(
  tx: Db,
  id: number,
  values: Partial<Omit<VerificationRow, 'id'>>,
): Promise<VerificationRow | null> {
  const [changed] = await tx
    .update(verifications)
    .set(values)
    .where(and(eq(verifications.id, id), eq(verifications.status, VerifyStatus.PENDING)))
    .returning();
  return changed ?? null;
}

/** The review desk's filter: its queue (pending staff-read submissions) or a status, a type, a customer. */
function deskFilter(filter: OpsVerificationListRequest): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.queue === 'review') {
    conditions.push(eq(verifications.status, VerifyStatus.PENDING));
    conditions.push(inArray(verifications.method, [...STAFF_REVIEWED_METHODS]));
  } else if (filter.status !== undefined) conditions.push(eq(verifications.status, filter.status));
  if (filter.verify_type !== undefined) conditions.push(eq(verifications.verifyType, filter.verify_type));
  if (filter.q) conditions.push(customerMatch(filter.q, verifications.userId));
  return and(...conditions);
}

/** Records of the review desk with the customer's phone and the reviewer's name. */
async function deskRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
) {
  return db
    .select({ record: verifications, phone: users.phone, reviewer: staffMembers.name })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.userId))
    .leftJoin(staffMembers, eq(staffMembers.id, verifications.reviewerId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export type DeskVerificationRow = Awaited<ReturnType<typeof deskRows>>[number];

/**
 * One page of the review desk: its queue oldest first, or every record newest first; with how many
 * the filter holds and how many staff-read submissions wait.
 */
export async function listDeskVerifications(
  db: Db,
  filter: OpsVerificationListRequest,
  page: { page: number; pageSize: number },
) {
  const where = deskFilter(filter);
  const order =
    filter.queue === 'review'
      ? [asc(verifications.createdAt), asc(verifications.id)]
      : [desc(verifications.createdAt), desc(verifications.id)];
  const rows = await deskRows(db, where, order, windowOf(page));
  const { total, waiting } = await deskCounts(db, {
    table: verifications,
    userIdColumn: verifications.userId,
    where,
    waiting: and(
      eq(verifications.status, VerifyStatus.PENDING),
      inArray(verifications.method, [...STAFF_REVIEWED_METHODS]),
    ),
  });
  return { rows, total, waiting };
}

/** One record as the review desk shows it, or null. */
export async function findDeskVerification(db: Db, id: number): Promise<DeskVerificationRow | null> {
  const [row] = await deskRows(db, eq(verifications.id, id), [asc(verifications.id)], {
    limit: 1,
    offset: 0,
  });
  return row ?? null;
}
