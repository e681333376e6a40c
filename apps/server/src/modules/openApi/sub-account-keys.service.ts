import type { SubAccountKeyRow } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findSubAccountKeyForUpdate, listSubAccountKeys, updateKey } from './access-keys.repository';
import { rowsOf } from './access-keys.service';

/**
 * A main account's side of its sub-accounts' access keys: it pays for what they do, so it sees them
 * (never a secret) and may switch one off, as Alibaba Cloud's RAM lets the account owner manage its
 * users' AccessKeys. `access: 'main'` keeps sub-accounts out: none sees a sibling's keys.
 */
export async function subAccountKeys(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
): Promise<{ list: SubAccountKeyRow[] }> {
  const found = await listSubAccountKeys(deps.db, auth.userId);
  const rows = await rowsOf(
    deps.db,
    found.map(({ key }) => key),
    deps.clock.now(),
  );
  return {
    list: rows.map((row, index) => ({
      ...row,
      SubAccountId: found[index]?.subAccountId ?? 0,
      SubAccountName: found[index]?.subAccountName ?? '',
    })),
  };
}

export async function setSubAccountKeyEnabled(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { access_key_id: string; enabled: boolean },
): Promise<{ key: SubAccountKeyRow }> {
  const changed = await deps.db.transaction(async (tx) => {
    const key = await findSubAccountKeyForUpdate(tx, auth.userId, input.access_key_id);
    if (!key) throw refused('access_key_id: not a key of one of your sub-accounts');
    // Recorded so that the sub-account cannot undo the main account's "disable" on its own.
    return updateKey(tx, key.id, { enabled: input.enabled, disabledByMainAccount: !input.enabled });
  });
  const { list } = await subAccountKeys(deps, auth);
  const key = list.find((row) => row.AccessKeyId === changed.accessKeyId);
  if (!key) throw refused('access_key_id: not a key of one of your sub-accounts');
  return { key };
}
