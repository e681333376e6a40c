import { randomUUID } from 'node:crypto';
import type { LoginData } from '@gpucloud/contracts';
import { addMs, DAY_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { newSessionToken, sha256 } from '../../core/tokens';
import type { UserRole } from '../account/account.table';
import { findSessionByTokenHash, insertSession, touchSession } from './auth.repository';

/** Last-seen moves at most this often, so hot reads do not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

/** Who a valid session belongs to. */
export interface AuthContext {
  sessionId: string;
  /** The main account: the caller itself, or the sub-account's owner. */
  userId: number;
  subAccountId: number | null;
  role: UserRole;
}

export type SessionLookup =
  | { ok: true; auth: AuthContext }
  | { ok: false; problem: 'missing' | 'unknown' | 'expired' };

export async function createSession(
  db: Db,
  deps: AppDeps,
  owner: { userId: number; subAccountId: number | null },
  meta: RequestMeta,
): Promise<LoginData> {
  const now = deps.clock.now();
  const token = newSessionToken();
  const id = randomUUID();
  const expiresAt = addMs(now, deps.config.session.absoluteDays * DAY_MS);
  await insertSession(db, {
    id,
    tokenHash: sha256(token),
    userId: owner.userId,
    subAccountId: owner.subAccountId,
    now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  });
  return { token, sessionId: id, expiresAt: expiresAt.toISOString() };
}

/**
 * Resolves a token. Expired covers every way a once-valid session stops counting: idle too long,
 * past its absolute end, revoked, or its account unregistered or deleted.
 */
export async function lookupSession(deps: AppDeps, token: string | undefined): Promise<SessionLookup> {
  if (!token) return { ok: false, problem: 'missing' };
  const row = await findSessionByTokenHash(deps.db, sha256(token));
  if (!row) return { ok: false, problem: 'unknown' };
  const now = deps.clock.now();
  const idleEnd = addMs(row.lastSeenAt, deps.config.session.idleDays * DAY_MS);
  if (
    row.revokedAt ||
    row.userUnregisteredAt ||
    row.subAccountDeletedAt ||
    row.expiresAt <= now ||
    idleEnd <= now
  ) {
    return { ok: false, problem: 'expired' };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchSession(deps.db, row.id, now);
  return {
    ok: true,
    auth: { sessionId: row.id, userId: row.userId, subAccountId: row.subAccountId, role: row.role },
  };
}
