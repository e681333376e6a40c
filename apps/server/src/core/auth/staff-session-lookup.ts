import type { StaffRole } from '@gpucloud/contracts';
import { addMs, HOUR_MS, MINUTE_MS } from '../clock';
import type { AppDeps } from '../deps';
import { sha256 } from '../tokens';
import type { StaffContext } from './identity';

/** Staff sessions end after 30 minutes without a call, and 12 hours after login whatever happens. */
export const STAFF_SESSION = { idleMs: 30 * MINUTE_MS, absoluteMs: 12 * HOUR_MS } as const;

/** Last-seen moves at most this often; far below the idle limit, so an active session never lapses. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** A stored staff session with what decides whether it still counts. */
export interface StoredStaffSession {
  id: string;
  staffId: number;
  role: StaffRole;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  staffDisabledAt: Date | null;
}

/** Where staff sessions are kept: the staff module's table, handed to core by app.ts. */
export interface StaffSessionStore {
  findByTokenHash(tokenHash: string): Promise<StoredStaffSession | null>;
  touch(sessionId: string, now: Date): Promise<void>;
}

export type StaffSessionLookup =
  | { ok: true; staff: StaffContext }
  | { ok: false; problem: 'missing' | 'unknown' | 'expired' };

/**
 * Resolves a staff token by reading its row on every call (staff traffic is small, and a role change
 * or a disabled member must count on the very next request in every process). Customer tokens live
 * in another table, so they are never found here.
 */
export async function lookupStaffSession(
  deps: Pick<AppDeps, 'clock' | 'staffSessionStore'>,
  token: string | undefined,
): Promise<StaffSessionLookup> {
  if (!token) return { ok: false, problem: 'missing' };
  const row = await deps.staffSessionStore.findByTokenHash(sha256(token));
  if (!row) return { ok: false, problem: 'unknown' };
  const now = deps.clock.now();
  const idleEnd = addMs(row.lastSeenAt, STAFF_SESSION.idleMs);
  if (row.revokedAt || row.staffDisabledAt || row.expiresAt <= now || idleEnd <= now) {
    return { ok: false, problem: 'expired' };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await deps.staffSessionStore.touch(row.id, now);
  }
  return { ok: true, staff: { staffSessionId: row.id, staffId: row.staffId, role: row.role } };
}
