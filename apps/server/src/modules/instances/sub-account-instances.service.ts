import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { findSubAccountById, isMainAccountOf } from '../account';
import { listInstancesFor } from './instances.service';

/** A main account's view of its sub-accounts' instances, all or one sub-account's. */
export async function subAccountContainers(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'compute'>,
  auth: AuthContext,
  input: { sub_account_id?: number; page: number; page_size: number },
) {
  if (input.sub_account_id !== undefined) {
    const sub = await findSubAccountById(deps.db, input.sub_account_id);
    if (!isMainAccountOf(auth, sub)) throw refused('sub-account not found');
  }
  return listInstancesFor(deps, auth, {
    page: input.page,
    page_size: input.page_size,
    subAccounts: input.sub_account_id ?? 'any',
  });
}
