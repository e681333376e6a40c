import type { HostListRequest } from '@gpucloud/contracts';
import { OPS_QUERY_ROOT } from '../paths';

/** The host list's filters and page as the request sends them (without the session). */
export type HostQuery = Partial<Omit<HostListRequest, 'session'>>;

/** Query keys of the fleet pages, under the console's root so logging out removes them too. */
export const fleetKeys = {
  all: [OPS_QUERY_ROOT, 'fleet'] as const,
  regions: () => [...fleetKeys.all, 'regions'] as const,
  hostLists: () => [...fleetKeys.all, 'hosts'] as const,
  hosts: (query: HostQuery) => [...fleetKeys.hostLists(), query] as const,
  images: () => [...fleetKeys.all, 'images'] as const,
  outages: (hostId: number) => [...fleetKeys.all, 'outages', hostId] as const,
};
