import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, DAY_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { subAccounts, users } from '../../db/schema/account/account.table';
import { sessions } from '../../db/schema/sessions/sessions.table';

/**
 * The caller behind a session id while that session still counts (not revoked, idle or past its
 * end, its account not unregistered, disabled or deleted), else null. For places that hold a
 * session's id rather than its token: the service origins' cookies (modules/services).
 */
export async function liveSessionById(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  sessionId: string,
): Promise<AuthContext | null> {
  const [row] = await deps.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      subAccountId: sessions.subAccountId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      role: users.role,
      userUnregisteredAt: users.unregisteredAt,
      userLoginDisabledAt: users.loginDisabledAt,
      subAccountDeletedAt: subAccounts.deletedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subAccounts, eq(subAccounts.id, sessions.subAccountId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const now = deps.clock.now();
  const ended = row.revokedAt || row.userUnregisteredAt || row.userLoginDisabledAt || row.subAccountDeletedAt;
  const idleEnd = addMs(row.lastSeenAt, deps.config.session.idleDays * DAY_MS);
  if (ended || row.expiresAt <= now || idleEnd <= now) return null;
  return { sessionId: row.id, userId: row.userId, subAccountId: row.subAccountId, role: row.role };
}
