import { randomUUID } from 'node:crypto';
import type { LoginData } from '@gpucloud/contracts';
import type { SessionStore } from '../../core/auth/session-lookup';
import { addMs, DAY_MS } from '../../core/clock';
import type { Db } from '../../core/db';
import type { AppDeps, RequestMeta } from '../../core/deps';
import { newSessionToken, sha256 } from '../../core/tokens';
import { assertLoginEnabled } from './login-gate';
import { findSessionByTokenHash, insertSession, touchSession } from './sessions.repository';

/** The auth module's session table, as core/auth's lookup reads it (wired in app.ts). */
export function sessionStoreOf(db: Db): SessionStore {
  return {
    findByTokenHash: (tokenHash) => findSessionByTokenHash(db, tokenHash),
    touch: (sessionId, now) => touchSession(db, sessionId, now),
  };
}

export async function createSession(
  db: Db,
  deps: Pick<AppDeps, 'config' | 'clock'>,
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
  return { token, sessionId: id, expiresAt: expiresAt.toISOString() };
}
