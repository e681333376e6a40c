import type { Language } from '@gpucloud/contracts';
import type { AuthContext } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { instanceLog } from '../instances';
import { ownInstance } from '../ownership';

/** A bare-metal instance the caller may act on; any other kind is refused by name. */
export async function assertBareMetal(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  instanceId: number,
): Promise<void> {
  const instance = await ownInstance(deps, auth, instanceId);
  if (instance.kind !== 'bare_metal')
    throw refused('this is not a bare-metal instance: use its own kind’s call');
}

/** A bare-metal instance's events: the instance log, for bare metal only. */
export async function bareMetalLog(
  deps: Pick<AppDeps, 'db'>,
  auth: AuthContext,
  query: { instance_id: number; page: number; page_size: number },
  language: Language,
) {
  await assertBareMetal(deps, auth, query.instance_id);
  return instanceLog(deps, auth, query, language);
}
