import type { InstanceEvent } from '@gpucloud/contracts';
import type { AppDeps } from '../../core/deps';
import type { MachineListener } from '../../providers/compute/compute-provider';
import { recordEvent } from './history.repository';
import { type InstanceRecord, lockInstance, releaseGpus, updateInstance } from './instances.repository';
import { refundFailedRental } from './refund.service';

type Status = InstanceRecord['status'];

/** The states a machine reaching `running` settles, with the event each means (a reinitialisation is logged when asked for). */
const RUNNING_EVENTS: Partial<Record<Status, InstanceEvent | null>> = {
  creating: 'started',
  starting: 'started',
  restarting: 'restarted',
  reinitializing: null,
};

/**
 * Records what the compute provider reports, each in one transaction on the locked instance row.
 * A machine that fails while being created is refunded. A pay-as-you-go instance that has stopped
 * gives its GPUs back to the host (it asks for them again when started); a prepaid one keeps them.
 */
export function instanceStateListener(deps: AppDeps): MachineListener {
  return async ({ instanceId, state, detail }) => {
    const now = deps.clock.now();
    if (state === 'failed' && (await refundFailedRental(deps, instanceId, detail))) return;
    await deps.db.transaction(async (tx) => {
      const instance = await lockInstance(tx, instanceId);
      if (!instance) return;
      if (state === 'running') {
        const event = RUNNING_EVENTS[instance.status];
        if (event === undefined) return;
        await updateInstance(tx, instance.id, { status: 'running', statusDetail: detail });
        if (event) await recordEvent(tx, instance.id, event, detail, now);
      } else if (state === 'stopped') {
        if (!['running', 'stopping'].includes(instance.status)) return;
        const givesBack = instance.billingMode === 'post_paid' && instance.holdsGpus;
        await updateInstance(tx, instance.id, {
          status: 'stopped',
          stoppedAt: now,
          holdsGpus: givesBack ? false : instance.holdsGpus,
          statusDetail: instance.status === 'stopping' ? instance.statusDetail : detail,
        });
        if (givesBack) await releaseGpus(tx, instance.hostId, instance.gpuCount);
        await recordEvent(tx, instance.id, 'stopped', instance.statusDetail || detail, now);
      } else if (state === 'failed') {
        if (!['running', 'starting', 'restarting', 'reinitializing', 'stopping'].includes(instance.status))
          return;
        await updateInstance(tx, instance.id, { status: 'failed', statusDetail: detail, stoppedAt: now });
        await recordEvent(tx, instance.id, 'failed', detail, now);
      }
    });
  };
}
