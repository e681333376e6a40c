import { addMs, DAY_MS } from '../clock';
import type { AppDeps } from '../deps';
import { sha256 } from '../tokens';
import type { AuthContext, UserRole } from './identity';
import type { CachedSession } from './session-cache';

/** Last-seen moves at most this often, so hot reads do not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionLookup =
  | { ok: true; auth: AuthContext }
  | { ok: false; problem: 'missing' | 'unknown' | 'expired' };

/** A stored session with what decides whether it still counts. */
export interface StoredSession {
  id: string;
  userId: number;
  subAccountId: number | null;
  role: UserRole;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  userUnregisteredAt: Date | null;
  /** Staff disabled the account's login; its sessions were ended too, this closes any race. */
  userLoginDisabledAt: Date | null;
  subAccountDeletedAt: Date | null;
}

/** Where sessions are kept: the auth module's tables, handed to core by app.ts. */
export interface SessionStore {
  findByTokenHash(tokenHash: string): Promise<StoredSession | null>;
  touch(sessionId: string, now: Date): Promise<void>;
}

/** Neither idle too long nor past its absolute end, by the times the entry holds. */
function inTime(
  session: Pick<CachedSession, 'expiresAt' | 'lastSeenAt'>,
  now: Date,
  idleDays: number,
): boolean {
  return session.expiresAt > now && addMs(session.lastSeenAt, idleDays * DAY_MS) > now;
}

/**
 * Whether a stored session still counts at `now`: not revoked, its account not unregistered,
 * disabled or deleted, neither idle too long nor past its absolute end. The one rule for a session
 * found by its token (lookupSession) and by its id (the service origins' cookies).
 */
export function sessionStillCounts(row: StoredSession, now: Date, idleDays: number): boolean {
  const ended = row.revokedAt || row.userUnregisteredAt || row.userLoginDisabledAt || row.subAccountDeletedAt;
  return !ended && inTime(row, now, idleDays);
}

/** Moves last-seen at most once a minute per session and process; the cached copy moves first. */
async function touchIfDue(
  deps: Pick<AppDeps, 'sessionStore'>,
  session: CachedSession,
  now: Date,
): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return;
  session.lastSeenAt = now;
  await deps.sessionStore.touch(session.auth.sessionId, now);
}

/**
 * Resolves a token. Expired covers every way a once-valid session stops counting: idle too long,
 * past its absolute end, revoked, or its account unregistered, disabled or deleted. A cached session is
 * answered without a query while its times are good; one that looks expired is read again, since
 * another process may have used it since (its last-seen in the database is then newer).
 */
export async function lookupSession(
  deps: Pick<AppDeps, 'config' | 'clock' | 'sessionCache' | 'sessionStore'>,
  token: string | undefined,
): Promise<SessionLookup> {
  if (!token) return { ok: false, problem: 'missing' };
  const tokenHash = sha256(token);
  const { idleDays } = deps.config.session;
  const cached = deps.sessionCache.get(tokenHash);
  if (cached) {
    const now = deps.clock.now();
    if (inTime(cached, now, idleDays)) {
      await touchIfDue(deps, cached, now);
      return { ok: true, auth: cached.auth };
    }
    deps.sessionCache.delete(tokenHash);
  }
  const generation = deps.sessionCache.generation();
  const row = await deps.sessionStore.findByTokenHash(tokenHash);
  if (!row) return { ok: false, problem: 'unknown' };
  const now = deps.clock.now();
  const session: CachedSession = {
    auth: { sessionId: row.id, userId: row.userId, subAccountId: row.subAccountId, role: row.role },
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
  };
  if (!sessionStillCounts(row, now, idleDays)) return { ok: false, problem: 'expired' };
  await touchIfDue(deps, session, now);
  deps.sessionCache.put(tokenHash, session, generation);
  return { ok: true, auth: session.auth };
}
