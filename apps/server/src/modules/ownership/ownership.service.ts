import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { mayActOnInstance } from './ownership.policy';
import { findInstance, type InstanceRecord } from './ownership.repository';

/** The caller's instance, or "not found" (another's instance is never confirmed to exist). */
export async function ownInstance(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  instanceId: number,
): Promise<InstanceRecord> {
  return assertOwned(auth, await findInstance(deps.db, instanceId));
}

/** The instance if the caller may act on it; "not found" otherwise, so others' instances stay invisible. */
export function assertOwned(auth: AuthContext, instance: InstanceRecord | null): InstanceRecord {
  if (!instance || !mayActOnInstance(auth, instance)) throw refused('instance not found');
  return instance;
}
