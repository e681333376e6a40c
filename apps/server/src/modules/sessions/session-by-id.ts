import type { AuthContext } from '../../core/auth/identity';
import { sessionStillCounts } from '../../core/auth/session-lookup';
import type { AppDeps } from '../../core/deps';
import { findSessionById } from './sessions.repository';

/**
 * The caller behind a session id while that session still counts (not revoked, idle or past its
 * end, its account not unregistered, disabled or deleted), else null. For places that hold a
 * session's id rather than its token: the service origins' cookies (modules/services).
 */
export async function liveSessionById(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  sessionId: string,
): Promise<AuthContext | null> {
  const row = await findSessionById(deps.db, sessionId);
  if (!row || !sessionStillCounts(row, deps.clock.now(), deps.config.session.idleDays)) return null;
  return { sessionId: row.id, userId: row.userId, subAccountId: row.subAccountId, role: row.role };
}
