import type { Db } from '../../core/db';
import { refused } from '../../core/errors';
import { render } from '../notifications';
import { findLoginGate } from './sessions.repository';

/**
 * Refuses a new session of an account whose login staff disabled (its sub-accounts' too), in the
 * account's own language. Called after the credentials were checked, so the refusal tells nothing
 * to someone who does not know the password.
 */
export async function assertLoginEnabled(
  db: Db,
  owner: { userId: number; subAccountId: number | null },
): Promise<void> {
  const gate = await findLoginGate(db, owner.userId, owner.subAccountId);
  if (gate?.loginDisabledAt) throw refused(render(gate.language, 'account.login_disabled', {}).body);
}
