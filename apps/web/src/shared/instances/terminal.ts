import type { InstanceRow } from '@gpucloud/contracts';
import { canDo, isTransitional } from '@gpucloud/domain';

/** The web terminal of an instance (the terminal feature's page). */
export function terminalPath(instanceId: number): string {
  return `/console/instances/${instanceId}/terminal`;
}

/**
 * Whether an instance's card or row offers its terminal: a running instance, not mid-change. The
 * page itself explains a machine the terminal cannot open (the simulated fleet, KVM, bare metal).
 */
export function offersTerminal(row: Pick<InstanceRow, 'Status'>): boolean {
  return canDo(row.Status, 'access') && !isTransitional(row.Status);
}
