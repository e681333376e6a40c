import type { OpsUserLoginRequest, OpsUserSession } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { deviceLabel, revokeSession, revokeUserSessions } from '../sessions';
import { recordAudit } from '../staff';
import { isOpenSessionOf, listOpenSessions, lockUser, setLoginDisabledAt } from './ops-users.repository';
import { userNotFound } from './user-profile.service';

/**
 * Sessions and login of a customer account, by staff (support). Every revocation goes through the
 * auth module's revocation path and is awaited in every server process before the answer, so the
 * next request with an ended token is refused wherever it lands.
 */

export async function accountSessions(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  const rows = await listOpenSessions(deps.db, userId, deps.clock.now());
  const data = rows.map(
    ({ session, subAccountName }): OpsUserSession => ({
      Id: session.id,
      SubAccountName: subAccountName,
      Ip: session.ip,
      UserAgent: session.userAgent,
      Device: deviceLabel(session.userAgent),
      CreateAt: session.createdAt.toISOString(),
      LastSeenAt: session.lastSeenAt.toISOString(),
      ExpiresAt: session.expiresAt.toISOString(),
    }),
  );
  return { data };
}

export async function endAccountSession(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  actor: StaffActor,
  request: { user_id: number; session_id: string },
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await isOpenSessionOf(tx, request.user_id, request.session_id, now)))
      throw refused('session_id: no open session of this account has this id');
    await revokeSession(tx, request.session_id, now, 'ended by staff');
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'user',
      objectId: request.user_id,
      before: { Session: request.session_id, Open: true },
      after: { Session: request.session_id, Open: false },
      note: systemText('audit.ended_one_session', {}),
    });
  });
  await deps.sessionSync.revocationsDelivered();
  return { Ended: 1 };
}

export async function endAccountSessions(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  actor: StaffActor,
  userId: number,
) {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    if (!(await lockUser(tx, userId))) throw userNotFound();
    const count = await revokeUserSessions(tx, userId, now, 'ended by staff');
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'user',
      objectId: userId,
      before: { OpenSessions: count },
      after: { OpenSessions: 0 },
      note: systemText('audit.ended_every_session', {}),
    });
    return count;
  });
  await deps.sessionSync.revocationsDelivered();
  return { Ended: ended };
}

/**
 * Disables (or enables again) login of an account and its sub-accounts. Disabling ends every
 * open session; a login then answers a refusal in the account's language (auth/login-gate.ts).
 * Switching to the state the account is already in changes nothing and records nothing.
 */
export async function setAccountLogin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  actor: StaffActor,
  request: OpsUserLoginRequest,
  enabled: boolean,
) {
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, request.user_id);
    if (!user) throw userNotFound();
    const wasDisabled = user.loginDisabledAt !== null;
    if (wasDisabled === !enabled) {
      return { LoginDisabledAt: user.loginDisabledAt?.toISOString() ?? null, EndedSessions: 0 };
    }
    const disabledAt = enabled ? null : now;
    await setLoginDisabledAt(tx, user.id, disabledAt);
    const ended = enabled ? 0 : await revokeUserSessions(tx, user.id, now, 'login disabled by staff');
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'user',
      objectId: user.id,
      before: { LoginDisabled: wasDisabled },
      after: { LoginDisabled: !enabled, ...(enabled ? {} : { EndedSessions: ended }) },
      note: request.reason,
    });
    return { LoginDisabledAt: disabledAt?.toISOString() ?? null, EndedSessions: ended };
  });
  // A disabled account's cached sessions are forgotten everywhere before the answer.
  if (result.LoginDisabledAt !== null) await deps.sessionSync.revocationsDelivered();
  return result;
}
