import type { OpsAccessKeyRow } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { notify } from '../notifications';
import { recordAudit } from '../staff';
import { findAccountKeyForUpdate, listAccountKeys, updateKey } from './access-keys.repository';
import { rowsOf } from './access-keys.service';

/**
 * Support's side of the access keys: what keys an account and its sub-accounts hold (never a
 * secret), and switching one off when it leaked, with the reason in the audit trail and told to
 * the key's holder in their language. Enabling it again is the customer's own decision.
 */
export async function accountAccessKeys(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<{ data: OpsAccessKeyRow[] }> {
  const found = await listAccountKeys(deps.db, userId);
  const rows = await rowsOf(
    deps.db,
    found.map(({ key }) => key),
    deps.clock.now(),
  );
  return {
    data: rows.map((row, index) => ({ ...row, SubAccountName: found[index]?.subAccountName ?? null })),
  };
}

export async function disableAccountAccessKey(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  request: { user_id: number; access_key_id: string; reason: string },
) {
  const now = deps.clock.now();
  const disabled = await deps.db.transaction(async (tx) => {
    const key = await findAccountKeyForUpdate(tx, request.user_id, request.access_key_id);
    if (!key) throw refused('access key not found');
    if (!key.enabled) throw refused('this access key is disabled already');
    const updated = await updateKey(tx, key.id, { enabled: false });
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'user',
      objectId: request.user_id,
      before: { AccessKey: key.accessKeyId, Enabled: true },
      after: { AccessKey: key.accessKeyId, Enabled: false },
      note: request.reason,
    });
    await notify(
      tx,
      { userId: key.userId, subAccountId: key.subAccountId },
      {
        kind: 'message',
        template: 'access_key.disabled_by_staff',
        params: { key: key.accessKeyId, name: key.name, reason: request.reason },
        link: '/console/openapi/accessKey',
        now,
      },
    );
    return updated;
  });
  const { data } = await accountAccessKeys(deps, request.user_id);
  const key = data.find((row) => row.AccessKeyId === disabled.accessKeyId);
  if (!key) throw refused('access key not found');
  return { key };
}
