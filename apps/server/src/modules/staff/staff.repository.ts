import type { StaffRole } from '@gpucloud/contracts';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StoredStaffSession } from '../../core/auth/staff-session-lookup';
import type { Db } from '../../core/db';
import { staffMembers, staffSessions } from '../../db/schema/staff/staff.table';

export type StaffMemberRow = typeof staffMembers.$inferSelect;

export async function insertStaffMember(
  db: Db,
  member: {
    phone: string;
    name: string;
    passwordHash: string;
    role: StaffRole;
    now: Date;
    createdBy: number | null;
    totpSecretSealed?: string;
  },
): Promise<StaffMemberRow> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      phone: member.phone,
      name: member.name,
      passwordHash: member.passwordHash,
      role: member.role,
      createdAt: member.now,
      createdBy: member.createdBy,
      ...(member.totpSecretSealed
        ? { totpSecretSealed: member.totpSecretSealed, totpEnabledAt: member.now }
        : {}),
    })
    .returning();
  if (!row) throw new Error('insert into staff_members returned no row');
  return row;
}

export async function findStaffByPhone(db: Db, phone: string): Promise<StaffMemberRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.phone, phone)).limit(1);
  return row ?? null;
}

/** One member; `forUpdate` locks the row for a change that reads it first (role, disable, enrolment). */
export async function findStaffById(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StaffMemberRow | null> {
  const query = db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function listStaffMembers(db: Db): Promise<StaffMemberRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.id));
}

export async function updateStaffMember(
  db: Db,
  id: number,
  change: Partial<
    Pick<
      StaffMemberRow,
      'role' | 'disabledAt' | 'totpSecretSealed' | 'totpEnabledAt' | 'totpLastStep' | 'recoveryCodeHashes'
    >
  >,
): Promise<void> {
  await db.update(staffMembers).set(change).where(eq(staffMembers.id, id));
}

/**
 * Takes a TOTP step for the member unless a code of that step or a later one was accepted already:
 * two logins racing with one code cannot both pass.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, id),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

/** Removes one recovery code (its hash) if the member still has it: each works once. */
export async function claimRecoveryCode(db: Db, id: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ recoveryCodeHashes: sql`array_remove(${staffMembers.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(staffMembers.id, id), sql`${codeHash} = any(${staffMembers.recoveryCodeHashes})`))
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

export async function insertStaffSession(
  db: Db,
  session: {
    id: string;
    tokenHash: string;
    staffId: number;
    now: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await db.insert(staffSessions).values({
    id: session.id,
    tokenHash: session.tokenHash,
    staffId: session.staffId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    ip: session.ip,
    userAgent: session.userAgent,
  });
}

/** The session behind a staff token with its member's current role and state; read on every staff call. */
export async function findStaffSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<StoredStaffSession | null> {
  const [row] = await db
    .select({
      id: staffSessions.id,
      staffId: staffSessions.staffId,
      role: staffMembers.role,
      lastSeenAt: staffSessions.lastSeenAt,
      expiresAt: staffSessions.expiresAt,
      revokedAt: staffSessions.revokedAt,
      staffDisabledAt: staffMembers.disabledAt,
    })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Db, id: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeStaffSession(db: Db, id: string, now: Date, reason: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Ends every open session of a member (role changed, disabled, second factor reset). */
export async function revokeStaffSessionsOf(
  db: Db,
  staffId: number,
  now: Date,
  reason: string,
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
