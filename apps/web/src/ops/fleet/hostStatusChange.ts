import type { HostStatus } from '@gpucloud/contracts';

/** What the status dialog says will happen, and whether the change may be sent at all. */
export type StatusConsequence =
  | { text: 'online' | 'offline'; allowed: boolean }
  | { text: 'maintenance'; allowed: true; instances: number }
  | { text: 'offlineBlocked'; allowed: false; instances: number };

/**
 * The server's rule, said before the change: maintenance keeps what runs (and tells its owners),
 * offline needs the host empty. The current status is no change to send.
 */
export function statusConsequence(
  host: { Status: HostStatus; ActiveInstances: number },
  next: HostStatus,
): StatusConsequence {
  if (next === 'maintenance') return { text: 'maintenance', allowed: true, instances: host.ActiveInstances };
  if (next === 'offline' && host.ActiveInstances > 0)
    return { text: 'offlineBlocked', allowed: false, instances: host.ActiveInstances };
  return { text: next, allowed: next !== host.Status };
}
