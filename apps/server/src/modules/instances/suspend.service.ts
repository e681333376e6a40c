import { nextState, STATUS_DETAILS } from '@gpucloud/domain';
import type { AuthContext } from '../../core/auth/identity';
import type { MachineDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { assertOwned } from '../ownership';
import { recordEvent } from './history.repository';
import { lockInstance, releaseGpus, updateInstance } from './instances.repository';

/**
 * Suspends a stopped pay-as-you-go instance (/instance/suspend): its GPUs, and the CPU and memory it
 * added, go back to the host; its disks are kept without a retention limit and billed as storage by
 * the day from today (`stopped_at`). Prepaid time is not suspended: it is refunded first (stop with
 * refund, or a change to pay-as-you-go). Bare metal is a whole machine and is not suspended.
 */
export async function suspendInstance(deps: MachineDeps, auth: AuthContext, instanceId: number) {
  const now = deps.clock.now();
  const suspended = await deps.db.transaction(async (tx) => {
    const instance = assertOwned(auth, await lockInstance(tx, instanceId));
    if (instance.kind === 'bare_metal')
      throw refused('a bare-metal machine is not suspended: release it instead');
    if (instance.billingMode !== 'post_paid')
      throw refused('only a pay-as-you-go instance is suspended: change it to pay-as-you-go first');
    const next = nextState(instance.status, 'suspend');
    if (next === null) throw refused('only a stopped instance is suspended: stop it first');
    if (instance.holdsGpus) await releaseGpus(tx, instance.hostId, instance.gpuCount);
    const updated = await updateInstance(tx, instance.id, {
      status: next,
      statusDetail: STATUS_DETAILS.suspended,
      holdsGpus: false,
      stoppedAt: now,
    });
    await recordEvent(tx, instance.id, 'suspended', systemText('event.suspended', {}), now);
    return updated;
  });
  if (suspended.providerRef) {
    try {
      await deps.compute.suspend(suspended.providerRef);
    } catch (error) {
      // The host keeps the machine as a stopped one; the books have freed its GPUs either way.
      deps.log.error({ err: error, instanceId: suspended.id }, 'suspend not applied by the provider');
    }
  }
  return { Status: suspended.status };
}
