import type { Language, LoginSessionRow } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import { addMs, DAY_MS } from '../../core/clock';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { deviceLabel } from './device-label';
import { type LoginOwner, listOwnOpenSessions, revokeOwnSessions } from './login-sessions.repository';

/**
 * A person's own sessions on the security page (issue 46, point 4): each login identity (a main
 * account, a sub-account) sees and ends its own. An ending is awaited in every server process
 * before the answer, so the ended token is refused wherever its next request lands.
 */

const ownerOf = (auth: AuthContext): LoginOwner => ({ userId: auth.userId, subAccountId: auth.subAccountId });

export async function listLoginSessions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  auth: AuthContext,
  language: Language,
): Promise<{ data: LoginSessionRow[] }> {
  const now = deps.clock.now();
  const idleSince = addMs(now, -deps.config.session.idleDays * DAY_MS);
  const rows = await listOwnOpenSessions(deps.db, ownerOf(auth), now, idleSince);
  return {
    data: rows.map((row) => ({
      Id: row.id,
      Device: deviceLabel(row.userAgent, language),
      Ip: row.ip,
      CreateAt: row.createdAt.toISOString(),
      LastSeenAt: row.lastSeenAt.toISOString(),
      Current: row.id === auth.sessionId,
    })),
  };
}

export async function endLoginSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  auth: AuthContext,
  sessionId: string,
): Promise<{ Ended: number }> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction((tx) =>
    revokeOwnSessions(tx, ownerOf(auth), { only: sessionId }, now, 'ended by its owner'),
  );
  if (ended === 0) throw refused('session_id: no open session of this account has this id');
  await deps.sessionSync.revocationsDelivered();
  return { Ended: ended };
}

export async function endOtherLoginSessions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  auth: AuthContext,
): Promise<{ Ended: number }> {
  const now = deps.clock.now();
  const ended = await deps.db.transaction((tx) =>
    revokeOwnSessions(tx, ownerOf(auth), { except: auth.sessionId }, now, 'ended by its owner'),
  );
  if (ended > 0) await deps.sessionSync.revocationsDelivered();
  return { Ended: ended };
}
