import { opsFleetRoutes, opsPartnersRoutes, opsServicesRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { useChangeThenRefresh } from '../hooks';
import { partnerDeskKeys } from '../partners/keys';
import { fleetKeys, type HostQuery } from './keys';

export function useRegions() {
  return useQuery({
    queryKey: fleetKeys.regions(),
    queryFn: async () => (await call(opsFleetRoutes.regionList)).data,
  });
}

/** One page of hosts; the previous page stays on screen while the next one loads. */
export function useHosts(query: HostQuery) {
  return useQuery({
    queryKey: fleetKeys.hosts(query),
    queryFn: () => call(opsFleetRoutes.hostList, query),
    placeholderData: keepPreviousData,
  });
}

export function useImages() {
  return useQuery({
    queryKey: fleetKeys.images(),
    queryFn: async () => (await call(opsFleetRoutes.imageList)).data,
  });
}

// A region's host count and a host's region name come from both lists.
const regionsAndHosts = [fleetKeys.regions(), fleetKeys.hostLists()];

export function useCreateRegion() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.regionCreate>) => call(opsFleetRoutes.regionCreate, input),
    regionsAndHosts,
  );
}

export function useRenameRegion() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.regionRename>) => call(opsFleetRoutes.regionRename, input),
    regionsAndHosts,
  );
}

export function useCreateHost() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.hostCreate>) => call(opsFleetRoutes.hostCreate, input),
    regionsAndHosts,
  );
}

export function useEditHost() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.hostEdit>) => call(opsFleetRoutes.hostEdit, input),
    regionsAndHosts,
  );
}

export function useSetHostStatus() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.hostSetStatus>) => call(opsFleetRoutes.hostSetStatus, input),
    [fleetKeys.hostLists()],
  );
}

/** Turns a host's instance services on or off (audited on the server). */
export function useSetHostServices() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsServicesRoutes.hostSetServices>) =>
      call(opsServicesRoutes.hostSetServices, input),
    [fleetKeys.hostLists()],
  );
}

export function useSetHostPrice() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.hostSetPrice>) => call(opsFleetRoutes.hostSetPrice, input),
    [fleetKeys.hostLists()],
  );
}

/** No-GPU mode (issue 42): a host's price per hour without GPUs, or null to stop offering it. */
export function useSetHostNoGpuPrice() {
  return useChangeThenRefresh(
    async (input: CallInput<typeof opsFleetRoutes.hostSetNoGpuPrice>) =>
      (await call(opsFleetRoutes.hostSetNoGpuPrice, input)).NoGpuPricePerHour,
    [fleetKeys.hostLists()],
  );
}

/** Interruptible GPUs (issue 44): a host's price per GPU-hour for them, or null to stop selling them so. */
export function useSetHostInterruptiblePrice() {
  return useChangeThenRefresh(
    async (input: CallInput<typeof opsFleetRoutes.hostSetInterruptiblePrice>) =>
      (await call(opsFleetRoutes.hostSetInterruptiblePrice, input)).InterruptiblePricePerGpuHour,
    [fleetKeys.hostLists()],
  );
}

/** The partner desk counts each partner's machines too. */
export function useSetHostPartner() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsPartnersRoutes.hostPartner>) => call(opsPartnersRoutes.hostPartner, input),
    [fleetKeys.hostLists(), partnerDeskKeys.all],
  );
}

export function useCreateImage() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.imageCreate>) => call(opsFleetRoutes.imageCreate, input),
    [fleetKeys.images()],
  );
}

export function useSetImageEnabled() {
  return useChangeThenRefresh(
    (input: CallInput<typeof opsFleetRoutes.imageSetEnabled>) => call(opsFleetRoutes.imageSetEnabled, input),
    [fleetKeys.images()],
  );
}

/** A host's outages on the fleet desk (issue 44, point 5). */
export function useHostOutages(hostId: number) {
  return useQuery({
    queryKey: fleetKeys.outages(hostId),
    queryFn: async () => (await call(opsFleetRoutes.hostOutageList, { host_id: hostId })).data,
  });
}

/** Marks a host down or back up; its outages and the host list are read again. */
export function useMarkHost(hostId: number, direction: 'down' | 'up') {
  const route = direction === 'down' ? opsFleetRoutes.hostMarkDown : opsFleetRoutes.hostMarkUp;
  return useChangeThenRefresh(
    () => call(route, { host_id: hostId }),
    [fleetKeys.outages(hostId), fleetKeys.hostLists()],
  );
}
