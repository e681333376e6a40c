import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { assertOwned, lockInstance } from '../ownership';
import { updateInstance } from './instances.repository';

/**
 * Password login at the SSH gateway on or off (off: SSH keys only), for the owner or a sub-account
 * that may act on the instance. The gateway reads the setting at every login.
 */
export async function setSshPasswordLogin(
  deps: Pick<AppDeps, 'db' | 'log'>,
  auth: AuthContext,
  input: { instance_id: number; enabled: boolean },
) {
  const updated = await deps.db.transaction(async (tx) => {
    const instance = assertOwned(auth, await lockInstance(tx, input.instance_id));
    if (instance.status === 'released') throw refused('the instance has been released');
    return updateInstance(tx, instance.id, { sshPasswordLogin: input.enabled });
  });
  deps.log.info(
    { instanceId: updated.id, userId: auth.userId, subAccountId: auth.subAccountId, enabled: input.enabled },
    'ssh password login set',
  );
  return { PasswordLogin: updated.sshPasswordLogin };
}
