import { opsFleetRoutes } from '@gpucloud/contracts';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
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

/** A fleet write, followed by fresh lists of what it changed, so the tables show what the server kept. */
function useFleetChange<Input, Output>(send: (input: Input) => Promise<Output>, changed: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

// A region's host count and a host's region name come from both lists.
const regionsAndHosts = [fleetKeys.regions(), fleetKeys.hostLists()];

export function useCreateRegion() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.regionCreate>) => call(opsFleetRoutes.regionCreate, input),
    regionsAndHosts,
  );
}

export function useRenameRegion() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.regionRename>) => call(opsFleetRoutes.regionRename, input),
    regionsAndHosts,
  );
}

export function useCreateHost() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.hostCreate>) => call(opsFleetRoutes.hostCreate, input),
    regionsAndHosts,
  );
}

export function useEditHost() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.hostEdit>) => call(opsFleetRoutes.hostEdit, input),
    regionsAndHosts,
  );
}

export function useSetHostStatus() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.hostSetStatus>) => call(opsFleetRoutes.hostSetStatus, input),
    [fleetKeys.hostLists()],
  );
}

export function useSetHostPrice() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.hostSetPrice>) => call(opsFleetRoutes.hostSetPrice, input),
    [fleetKeys.hostLists()],
  );
}

export function useCreateImage() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.imageCreate>) => call(opsFleetRoutes.imageCreate, input),
    [fleetKeys.images()],
  );
}

export function useSetImageEnabled() {
  return useFleetChange(
    (input: CallInput<typeof opsFleetRoutes.imageSetEnabled>) => call(opsFleetRoutes.imageSetEnabled, input),
    [fleetKeys.images()],
  );
}
