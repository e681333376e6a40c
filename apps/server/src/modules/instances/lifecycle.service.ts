import type { AppDeps } from '../../core/deps';
import type { MachineListener } from '../../providers/compute/compute-provider';
import { moveStatus } from './instances.repository';
import { refundFailedRental } from './refund.service';

/**
 * Records what the compute provider reports. A machine that fails while being created is refunded;
 * every other report moves the instance only from the states that expect it.
 */
export function instanceStateListener(deps: AppDeps): MachineListener {
  return async ({ instanceId, state, detail }) => {
    if (state === 'running') {
      await moveStatus(deps.db, instanceId, ['creating', 'starting', 'restarting'], 'running', detail);
    } else if (state === 'stopped') {
      await moveStatus(deps.db, instanceId, ['running', 'stopping'], 'stopped', detail);
    } else if (state === 'failed') {
      const refunded = await refundFailedRental(deps, instanceId, detail);
      if (!refunded)
        await moveStatus(
          deps.db,
          instanceId,
          ['running', 'starting', 'restarting', 'stopping'],
          'failed',
          detail,
        );
    }
  };
}
