import { chooseInterruptions, STATUS_DETAILS } from '@gpucloud/domain';
import type { Db } from '../../core/db';
import type { AppDeps } from '../../core/deps';
import { systemText } from '../../core/messaging/system-text';
import { notify } from '../notifications';
import { findHostWithRegion } from '../store';
import { sendStop } from './actions.service';
import { recordEvent } from './history.repository';
import {
  type InstanceRecord,
  interruptibleOnHost,
  lockInstance,
  moveStatus,
  releaseGpus,
  updateInstance,
} from './instances.repository';
import { settleRunMinutes } from './run-minutes.service';

/** What interruptFor did: whether `gpusNeeded` can now be reserved, and whom it stopped. */
export interface Interruption {
  enough: boolean;
  stopped: InstanceRecord[];
}

/**
 * Makes `gpusNeeded` GPUs free on a host for an on-demand rent (or a waiting customer) by stopping
 * its youngest interruptible instances (issue 44), inside the caller's transaction: each stop is
 * the owner's stop (the lifecycle move, its minutes charged up to `now`) with the detail
 * `interrupted`, its GPUs given back to the host at once, a history event and a notice to its
 * owner. Stops nobody when enough are free already, or when even stopping every interruptible
 * instance there would not free enough (`enough` false). Locks each instance, then its payer's
 * wallet (as the owner's stop does), then the host row as the GPUs go back. The caller reserves the
 * GPUs, then after the commit tells the machines with `sendInterruptions`.
 */
export async function interruptFor(
  tx: Db,
  hostId: number,
  gpusNeeded: number,
  now: Date,
): Promise<Interruption> {
  const found = await findHostWithRegion(tx, hostId);
  if (!found) return { enough: false, stopped: [] };
  const candidates = (await interruptibleOnHost(tx, hostId)).map((row) => ({
    id: row.id,
    gpuCount: row.gpuCount,
    createdAtMs: row.createdAt.getTime(),
  }));
  const chosen = chooseInterruptions(candidates, found.host.gpuFree, gpusNeeded);
  if (chosen === null) return { enough: false, stopped: [] };
  const stopped: InstanceRecord[] = [];
  for (const id of chosen) {
    const instance = await interruptOne(tx, id, gpusNeeded, now);
    if (instance) stopped.push(instance);
  }
  // An instance that moved meanwhile was not stopped: the caller's reservation finds out.
  return { enough: stopped.length === chosen.length, stopped };
}

async function interruptOne(tx: Db, id: number, gpus: number, now: Date): Promise<InstanceRecord | null> {
  const locked = await lockInstance(tx, id);
  if (!locked?.interruptible || !locked.holdsGpus || locked.status !== 'running') return null;
  // Minutes its payer cannot pay stay owed (as after the owner's stop) and are paid before it starts again.
  await settleRunMinutes(tx, locked, now);
  const moved = await moveStatus(tx, id, 'stop', STATUS_DETAILS.interrupted);
  if (!moved) return null;
  await releaseGpus(tx, moved.hostId, moved.gpuCount);
  const stopped = await updateInstance(tx, id, { holdsGpus: false });
  await recordEvent(tx, id, 'interrupted', systemText('event.interrupted', { gpus }), now);
  await notify(
    tx,
    { userId: stopped.userId, subAccountId: stopped.subAccountId },
    {
      kind: 'notification',
      template: 'instance.interrupted',
      params: { name: stopped.name, gpus },
      link: '/console/dashboard',
      now,
    },
  );
  return stopped;
}

/** After the commit: tells each interrupted machine to stop; one not told yet is sent again by the billing tick. */
export async function sendInterruptions(
  deps: Pick<AppDeps, 'compute' | 'log'>,
  stopped: readonly InstanceRecord[],
): Promise<void> {
  for (const instance of stopped) {
    try {
      await sendStop(deps, instance);
    } catch (error) {
      deps.log.error(
        { err: error, instanceId: instance.id },
        'an interrupted machine could not be stopped yet',
      );
    }
  }
}
