import { Reason } from '@gpucloud/contracts';
import { VerifyType } from '@gpucloud/domain';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { passedVerifyTypes } from './real-name.repository';

/**
 * REQUIRE_REAL_NAME=1 (production on the mainland): renting needs a passed personal or enterprise
 * verification of the main account; a sub-account rents under its main account's.
 */
export async function assertRealNameForRenting(
  deps: Pick<AppDeps, 'config' | 'db'>,
  userId: number,
): Promise<void> {
  if (!deps.config.verification.requireRealName) return;
  const passed = await passedVerifyTypes(deps.db, userId);
  if (!passed.has(VerifyType.PERSONAL) && !passed.has(VerifyType.ENTERPRISE))
    throw refused(Reason.REAL_NAME_REQUIRED);
}
