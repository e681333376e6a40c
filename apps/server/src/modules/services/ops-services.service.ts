import { Reason } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { lockHost, updateHost } from '../fleet';
import { findInstance } from '../ownership';
import { recordAudit } from '../staff';
import { liveInstancesOf } from './services.repository';
import { servicesOf } from './services.service';

/** Turns a host's services on or off under its row lock, audited like every host change. */
export async function setHostServices(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: { host_id: number; enabled: boolean },
): Promise<{ ServicesEnabled: boolean }> {
  return deps.db.transaction(async (tx) => {
    const host = await lockHost(tx, input.host_id);
    if (!host) throw refused(Reason.NOT_FOUND);
    if (host.servicesEnabled === input.enabled) return { ServicesEnabled: input.enabled };
    await updateHost(tx, host.id, { servicesEnabled: input.enabled });
    await recordAudit(tx, {
      ...actor,
      at: deps.clock.now(),
      objectType: 'host',
      objectId: host.id,
      before: { ServicesEnabled: host.servicesEnabled },
      after: { ServicesEnabled: input.enabled },
    });
    return { ServicesEnabled: input.enabled };
  });
}

/** A customer's service addresses as support sees them (never a one-time address: those need their session). */
export async function userServices(
  deps: Pick<AppDeps, 'db' | 'vault' | 'config' | 'compute' | 'clock'>,
  input: { user_id: number },
) {
  const list = [];
  for (const row of await liveInstancesOf(deps.db, input.user_id)) {
    const instance = await findInstance(deps.db, row.id);
    if (!instance) continue;
    for (const service of await servicesOf(deps, instance))
      list.push({
        InstanceId: instance.id,
        InstanceName: instance.name,
        InstanceStatus: instance.status,
        Service: service.Service,
        Port: service.Port,
        Url: service.Url,
        PluginState: service.PluginState,
      });
  }
  return { list };
}
