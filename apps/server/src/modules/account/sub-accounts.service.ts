import type { SubAccountRow } from '@gpucloud/contracts';
import { fenToYuan } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { hashPassword } from '../../core/passwords';
import { isUniqueViolation } from '../../core/pg-errors';
import { findSubAccountById, insertSubAccount, lockSubAccount } from './account.repository';
import { isMainAccountOf } from './sub-account.policy';
import {
  countLiveSubAccounts,
  listSubAccounts,
  revokeSubAccountSessions,
  type SubAccountRecord,
  updateSubAccount,
} from './sub-accounts.repository';

/** How many sub-accounts one main account may have (the spec is silent; AutoDL-like consoles cap them). */
export const MAX_SUB_ACCOUNTS = 50;

function toRow(sub: SubAccountRecord): SubAccountRow {
  return {
    SubAccountId: sub.id,
    Name: sub.loginName,
    Note: sub.note,
    MoneyLimit: fenToYuan(sub.moneyLimit),
    MoneyUsed: fenToYuan(sub.moneyUsed),
    MoneyCanUse: fenToYuan(Math.max(0, sub.moneyLimit - sub.moneyUsed)),
    CreateAt: sub.createdAt.toISOString(),
  };
}

export async function getSubAccounts(deps: Pick<AppDeps, 'db'>, auth: AuthContext) {
  return { data: (await listSubAccounts(deps.db, auth.userId)).map(toRow) };
}

export async function addSubAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  input: { username: string; password: string; money_limit: number; note: string },
): Promise<SubAccountRow> {
  if ((await countLiveSubAccounts(deps.db, auth.userId)) >= MAX_SUB_ACCOUNTS)
    throw refused(`a main account has at most ${MAX_SUB_ACCOUNTS} sub-accounts`);
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await insertSubAccount(deps.db, {
      mainUserId: auth.userId,
      loginName: input.username,
      passwordHash,
      moneyLimit: input.money_limit,
      note: input.note,
      now: deps.clock.now(),
    });
    return toRow(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('this username is taken');
    throw error;
  }
}

/** Runs a change on one of the caller's sub-accounts under its row lock; "not found" for anyone else's. */
async function changeSubAccount<T>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  subAccountId: number,
  change: (sub: SubAccountRecord, now: Date, tx: AppDeps['db']) => Promise<T>,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    // Rows are never deleted (only marked), so one that passed the policy can be locked; the policy is
    // asked again under the lock in case it was deleted meanwhile.
    if (!isMainAccountOf(auth, await findSubAccountById(tx, subAccountId)))
      throw refused('sub-account not found');
    const sub = await lockSubAccount(tx, subAccountId);
    if (!isMainAccountOf(auth, sub)) throw refused('sub-account not found');
    return change(sub, deps.clock.now(), tx);
  });
}

/** Deletes a sub-account: its login stops and its open sessions end at once; its instances stay the main account's. */
export async function deleteSubAccount(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  auth: AuthContext,
  subAccountId: number,
) {
  const deleted = await changeSubAccount(deps, auth, subAccountId, async (sub, now, tx) => {
    await updateSubAccount(tx, sub.id, { deletedAt: now });
    return { RevokedSessions: await revokeSubAccountSessions(tx, sub.id, now, 'sub-account deleted') };
  });
  await deps.sessionSync.revocationsDelivered();
  return deleted;
}

export async function noteSubAccount(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  subAccountId: number,
  note: string,
) {
  return toRow(
    await changeSubAccount(deps, auth, subAccountId, (sub, _now, tx) =>
      updateSubAccount(tx, sub.id, { note }),
    ),
  );
}

/** A new password logs the sub-account out everywhere. */
export async function resetSubAccountPassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sessionSync'>,
  auth: AuthContext,
  subAccountId: number,
  password: string,
) {
  const passwordHash = await hashPassword(password);
  const row = await changeSubAccount(deps, auth, subAccountId, async (sub, now, tx) => {
    await revokeSubAccountSessions(tx, sub.id, now, 'password reset by the main account');
    return updateSubAccount(tx, sub.id, { passwordHash });
  });
  await deps.sessionSync.revocationsDelivered();
  return toRow(row);
}

/**
 * Sets the spending limit. It may go below what was already spent: MoneyCanUse is then 0 and the
 * sub-account cannot spend until the limit is raised (the spending itself is not undone).
 */
export async function setSubAccountMoneyLimit(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  auth: AuthContext,
  subAccountId: number,
  limitFen: number,
) {
  return toRow(
    await changeSubAccount(deps, auth, subAccountId, (sub, _now, tx) =>
      updateSubAccount(tx, sub.id, { moneyLimit: limitFen }),
    ),
  );
}
