import { Reason, type StaffCreateRequest, type StaffListEntry, type StaffRole } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { isUniqueViolation } from '../../core/pg-errors';
import { recordAudit } from './audit.service';
import {
  findStaffById,
  insertStaffMember,
  listStaffMembers,
  revokeStaffSessionsOf,
  type StaffMemberRow,
  updateStaffMember,
} from './staff.repository';

const PHONE_TAKEN = 'a staff member has this phone already';

export async function listStaff(deps: Pick<AppDeps, 'db'>): Promise<{ data: StaffListEntry[] }> {
  const rows = await listStaffMembers(deps.db);
  return {
    data: rows.map((row) => ({
      Id: row.id,
      Name: row.name,
      Phone: row.phone,
      Role: row.role,
      TotpEnabled: row.totpEnabledAt !== null,
      Disabled: row.disabledAt !== null,
      CreateAt: row.createdAt.toISOString(),
    })),
  };
}

/** Admin: a new staff member with an initial password; the second factor is enrolled at first login. */
export async function createStaff(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: StaffCreateRequest,
): Promise<{ Id: number }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const row = await insertStaffMember(tx, {
        phone: input.phone,
        name: input.name,
        passwordHash,
        role: input.role,
        now,
        createdBy: actor.staff.staffId,
      });
      await recordAudit(tx, {
        ...actor,
        at: now,
        objectType: 'staff',
        objectId: row.id,
        before: null,
        after: { Phone: row.phone, Name: row.name, Role: row.role },
      });
      return { Id: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(PHONE_TAKEN);
    throw error;
  }
}

/**
 * Changes another member under a row lock, ends their sessions (the change counts from their next
 * call) and records it; `change` answers the values before and after, or null when nothing changes.
 */
async function changeOtherMember(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  staffId: number,
  change: (tx: Db, member: StaffMemberRow, now: Date) => Promise<AuditValues | null>,
): Promise<void> {
  if (staffId === actor.staff.staffId) throw refused('you cannot do this to your own account');
  await deps.db.transaction(async (tx) => {
    const member = await findStaffById(tx, staffId, { forUpdate: true });
    if (!member) throw refused(Reason.NOT_FOUND);
    const now = deps.clock.now();
    const values = await change(tx, member, now);
    if (!values) return;
    await revokeStaffSessionsOf(tx, member.id, now, values.reason);
    await recordAudit(tx, { ...actor, at: now, objectType: 'staff', objectId: member.id, ...values.audit });
  });
}

interface AuditValues {
  reason: string;
  audit: { before: Record<string, unknown>; after: Record<string, unknown> };
}

export function setStaffRole(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  staffId: number,
  role: StaffRole,
) {
  return changeOtherMember(deps, actor, staffId, async (tx, member) => {
    if (member.role === role) return null;
    await updateStaffMember(tx, member.id, { role });
    return { reason: 'role changed', audit: { before: { Role: member.role }, after: { Role: role } } };
  });
}

export function disableStaff(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, staffId: number) {
  return changeOtherMember(deps, actor, staffId, async (tx, member, now) => {
    if (member.disabledAt) return null;
    await updateStaffMember(tx, member.id, { disabledAt: now });
    return { reason: 'disabled', audit: { before: { Disabled: false }, after: { Disabled: true } } };
  });
}

/** Clears the second factor and the recovery codes (a lost phone); the next login enrols again. */
export function resetStaffTotp(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor, staffId: number) {
  return changeOtherMember(deps, actor, staffId, async (tx, member) => {
    await updateStaffMember(tx, member.id, {
      totpSecretSealed: null,
      totpEnabledAt: null,
      totpLastStep: null,
      recoveryCodeHashes: [],
    });
    return {
      reason: 'second factor reset',
      audit: {
        before: {
          TotpEnabled: member.totpEnabledAt !== null,
          RecoveryCodesLeft: member.recoveryCodeHashes.length,
        },
        after: { TotpEnabled: false, RecoveryCodesLeft: 0 },
      },
    };
  });
}
