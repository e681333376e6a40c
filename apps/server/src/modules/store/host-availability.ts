import type { HostStatus } from '@gpucloud/contracts';
import { refused } from '../../core/errors';

const NOT_RENTABLE: Record<Exclude<HostStatus, 'online'>, string> = {
  maintenance: 'this host is under maintenance: it takes no new rentals until it is back online',
  offline: 'this host is offline: it takes no new rentals',
};

/**
 * Only an online host takes GPUs away from its free pool (a rental, a restart from a kept disk, a
 * renewal of an expired instance); what already holds GPUs on a host in maintenance keeps them.
 */
export function assertHostRentable(host: { status: HostStatus }): void {
  if (host.status !== 'online') throw refused(NOT_RENTABLE[host.status]);
}
