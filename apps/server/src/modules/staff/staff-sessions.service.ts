import { randomUUID } from 'node:crypto';
import { Reason, type StaffMember } from '@gpucloud/contracts';
import type { StaffActor, StaffContext } from '../../core/auth/identity';
import { STAFF_SESSION, type StaffSessionStore } from '../../core/auth/staff-session-lookup';
import { addMs } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { newSessionToken, sha256 } from '../../core/tokens';
import { recordAudit } from './audit.service';
import {
  findStaffById,
  findStaffSessionByTokenHash,
  insertStaffSession,
  revokeStaffSession,
  touchStaffSession,
} from './staff.repository';

/** The staff module's session table, as core/auth's staff lookup reads it (wired in app.ts). */
export function staffSessionStoreOf(db: Db): StaffSessionStore {
  return {
    findByTokenHash: (tokenHash) => findStaffSessionByTokenHash(db, tokenHash),
    touch: (sessionId, now) => touchStaffSession(db, sessionId, now),
  };
}

export interface NewStaffSession {
  id: string;
  token: string;
  expiresAt: Date;
}

/** Opens a staff session (12 h at most); only the token's hash is stored, the token is answered once. */
export async function createStaffSession(
  db: Db,
  staffId: number,
  meta: RequestMeta,
  now: Date,
): Promise<NewStaffSession> {
  const token = newSessionToken();
  const id = randomUUID();
  const expiresAt = addMs(now, STAFF_SESSION.absoluteMs);
  await insertStaffSession(db, {
    id,
    tokenHash: sha256(token),
    staffId,
    now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  });
  return { id, token, expiresAt };
}

/** Who the session belongs to, as the member is now. */
export async function staffMe(
  deps: Pick<AppDeps, 'db'>,
  staff: StaffContext,
): Promise<{ Staff: StaffMember }> {
  const member = await findStaffById(deps.db, staff.staffId);
  if (!member) throw refused(Reason.NOT_FOUND);
  return { Staff: { Id: member.id, Name: member.name, Phone: member.phone, Role: member.role } };
}

/** Ends the caller's staff session; the next call with its token is refused (the row is read on every call). */
export async function staffLogout(deps: Pick<AppDeps, 'db' | 'clock'>, actor: StaffActor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await revokeStaffSession(tx, actor.staff.staffSessionId, now, 'logout');
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'staff',
      objectId: actor.staff.staffId,
      before: null,
      after: null,
      note: systemText('audit.logout', {}),
    });
  });
}
