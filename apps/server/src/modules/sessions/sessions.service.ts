import { randomUUID } from 'node:crypto';
import type { LoginData } from '@gpucloud/contracts';
import type { SessionStore } from '../../core/auth/session-lookup';
import { addMs, DAY_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { newSessionToken, sha256 } from '../../core/tokens';
import { assertLoginEnabled } from './login-gate';
import { findSessionByTokenHash, insertSession, touchSession } from './sessions.repository';
import { alertIfNewSignIn, type SignInAlertDeps } from './sign-in-alerts';

/** What creating a session needs: its times, and the gateways a new-device alert goes through. */
export type SessionDeps = Pick<AppDeps, 'clock'> & SignInAlertDeps;

/** The auth module's session table, as core/auth's lookup reads it (wired in app.ts). */
export function sessionStoreOf(db: Db): SessionStore {
  return {
    findByTokenHash: (tokenHash) => findSessionByTokenHash(db, tokenHash),
    touch: (sessionId, now) => touchSession(db, sessionId, now),
  };
}

export async function createSession(
  db: Db,
  deps: SessionDeps,
  owner: { userId: number; subAccountId: number | null },
  meta: RequestMeta,
  /** Set when the sign-in itself proved the second factor: the guarded calls are open at once. */
  proof: { secondFactorAt?: Date } = {},
): Promise<LoginData> {
  await assertLoginEnabled(db, owner);
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
    secondFactorAt: proof.secondFactorAt ?? null,
  });
  // The one hook every way of signing in passes through (password, SMS code, WeChat, ...).
  await alertIfNewSignIn(deps, db, owner, meta, now);
  return { token, sessionId: id, expiresAt: expiresAt.toISOString() };
}
