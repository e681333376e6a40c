import { type HostSetStatusRequest, type HostStatus, Reason } from '@gpucloud/contracts';
import type { StaffActor } from '../../core/auth/identity';
import type { AppDeps } from '../../core/deps';
import { refused } from '../../core/errors';
import { systemText } from '../../core/messaging/system-text';
import { notify } from '../notifications';
import { recordAudit } from '../staff';
import { instancesHoldingGpus, lockHost, updateHost } from './hosts.repository';

function offlineRefusal(count: number): string {
  const what = count === 1 ? '1 instance still holds' : `${count} instances still hold`;
  return `${what} GPUs on this host: it can go offline once they have ended or moved (maintenance keeps them running meanwhile)`;
}

/**
 * Puts a host online, into maintenance or offline, under its row lock so no rental slips in
 * between. Neither maintenance nor offline touches what runs: maintenance tells the owners of
 * instances holding GPUs there (in their language, through the notification service), and offline
 * is refused while any does. Answers how many owners were told.
 */
export async function setHostStatus(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: StaffActor,
  input: HostSetStatusRequest,
): Promise<{ Status: HostStatus; NotifiedOwners: number }> {
  return deps.db.transaction(async (tx) => {
    const host = await lockHost(tx, input.host_id);
    if (!host) throw refused(Reason.NOT_FOUND);
    if (host.status === input.status) return { Status: host.status, NotifiedOwners: 0 };
    const holding = await instancesHoldingGpus(tx, host.id);
    if (input.status === 'offline' && holding.length > 0) throw refused(offlineRefusal(holding.length));

    const now = deps.clock.now();
    await updateHost(tx, host.id, { status: input.status });
    const told = input.status === 'maintenance' ? holding : [];
    for (const instance of told) {
      await notify(
        tx,
        { userId: instance.userId, subAccountId: instance.subAccountId },
        {
          kind: 'notification',
          template: 'instance.host_maintenance',
          params: { name: instance.name, host: host.name },
          link: '/console/dashboard',
          now,
        },
      );
    }
    await recordAudit(tx, {
      ...actor,
      at: now,
      objectType: 'host',
      objectId: host.id,
      before: { Status: host.status },
      after: { Status: input.status },
      ...(told.length > 0 ? { note: systemText('audit.owners_notified', { count: told.length }) } : {}),
    });
    return { Status: input.status, NotifiedOwners: told.length };
  });
}
