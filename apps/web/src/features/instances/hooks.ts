import {
  autoStopRoutes,
  instancesRoutes as endpoints,
  type InstanceRow,
  type RefundQuote,
  type Route,
  runwayRoutes,
} from '@gpucloud/contracts';
import {
  keepPreviousData,
  skipToken,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { type InstanceFilters, instanceKeys, instanceListQuery } from '../../shared/queries/instances';
import { moneyQueryKeys } from '../../shared/queries/wallet';
import { hasSession } from '../../shared/session';
import { remainCall } from './resize';
import { instanceListPollMs } from './rules';

export {
  INSTANCE_PAGE_SIZE,
  type InstanceFilters,
  type InstancePage,
  instanceFiltersFromParams,
  instanceKeys,
  instanceListQuery,
} from '../../shared/queries/instances';

/** The list; polls while any shown instance is between states, so spinners turn into results. */
export function useInstances(filters: InstanceFilters) {
  return useQuery({
    ...instanceListQuery(filters),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
    refetchInterval: (query) => instanceListPollMs(query.state.data?.data ?? []),
  });
}

/**
 * One instance by id, looked up among the newest hundred (there is no single-instance call); null
 * when it is not among them, and the page names it by its id instead.
 */
export function useInstanceById(id: number) {
  return useQuery({
    queryKey: [...instanceKeys.lists(), 'byId', id],
    queryFn: async () =>
      (await call(endpoints.list, { page: 1, page_size: 100 })).data.find((row) => row.InstanceId === id) ??
      null,
  });
}

/**
 * What happens next to an instance (the server's timeline): fetched again when its state changes,
 * and every minute while shown (the next hourly charge moves on).
 */
export function useInstanceTimeline(row: Pick<InstanceRow, 'InstanceId' | 'Status'>) {
  return useQuery({
    queryKey: instanceKeys.timeline(row.InstanceId, row.Status),
    queryFn: () => call(runwayRoutes.timeline, { instance_id: row.InstanceId }),
    refetchInterval: 60_000,
  });
}

export function useAccess(id: number) {
  return useQuery({
    queryKey: instanceKeys.access(id),
    queryFn: () => call(endpoints.access, { instance_id: id }),
  });
}

/** Password login at the SSH gateway on or off; the access dialog reads the answer again. */
export function useSetSshPasswordLogin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(endpoints.setSshPasswordLogin, { instance_id: id, enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: instanceKeys.access(id) }),
  });
}

export function useInstanceLogs(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: instanceKeys.logs(id, page),
    queryFn: () => call(endpoints.logs, { instance_id: id, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useLocalImages(id: number) {
  return useQuery({
    queryKey: instanceKeys.localImages(id),
    queryFn: async () => (await call(endpoints.localImages, { instance_id: id })).list,
  });
}

export function useAvailableGpus(id: number, enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.availableGpus(id),
    queryFn: () => call(endpoints.availableGpus, { instance_id: id }),
    enabled,
  });
}

export function useMigrationTargets(id: number, enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.migrationTargets(id),
    queryFn: async () => (await call(endpoints.migrationConditions, { instance_id: id })).list,
    enabled,
  });
}

/** What an instance can be resized to; never cached, as its host's room moves with every rental. */
export function useResizeOptions(id: number) {
  return useQuery({
    queryKey: instanceKeys.resizeOptions(id),
    queryFn: () => call(endpoints.upgradeSpecOptions, { instance_id: id }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** The vCPUs or memory an instance can have now (through its kind's call); never cached either. */
export function useRemain(row: Pick<InstanceRow, 'InstanceId' | 'Kind'>, resource: 'cpu' | 'memory' | null) {
  return useQuery({
    queryKey: instanceKeys.remain(row.InstanceId, resource ?? 'cpu'),
    queryFn:
      resource === null
        ? skipToken
        : () => call(remainCall(row.Kind, resource), { instance_id: row.InstanceId }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** Refreshes the list after an action; money actions also refresh balances, ledger and orders. */
export function useInvalidateInstances() {
  const queryClient = useQueryClient();
  return async ({ money = false }: { money?: boolean } = {}) => {
    const keys: readonly (readonly unknown[])[] = money
      ? [instanceKeys.all, ...moneyQueryKeys()]
      : [instanceKeys.all];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/**
 * One call of an instance endpoint that then refreshes what it changed. Errors are already toasted
 * by the client (SPEC §8); callers read them only for special refusals (no free GPUs).
 */
export function useInstanceCall<E extends Route>(endpoint: E, options: { money?: boolean } = {}) {
  const invalidate = useInvalidateInstances();
  return useMutation({
    mutationFn: (body: CallInput<E>) => call(endpoint, body),
    onSettled: () => invalidate({ money: options.money }),
  });
}

/** A quote asked for a dialog; never cached, a price must be current when it is shown. */
export function useQuote<E extends Route>(endpoint: E, body: CallInput<E> | null) {
  return useQuery({
    queryKey: [...instanceKeys.all, 'quote', endpoint.path, body],
    queryFn: body === null ? skipToken : () => call(endpoint, body),
    placeholderData: keepPreviousData,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/**
 * The quote a dialog may pay: the one for what is chosen now. While another choice's quote loads the
 * previous one stays on screen (placeholder) and cannot be paid; a background refresh of the same
 * choice keeps it payable, so a click on Pay is never lost to a refresh that disabled the button.
 */
export function payableQuote<T>(quote: Pick<UseQueryResult<T>, 'data' | 'isPlaceholderData' | 'isError'>) {
  return quote.isPlaceholderData || quote.isError ? undefined : quote.data;
}

export type { RefundQuote };

/** The auto-stop rules of the caller's instances that have any: the cards' tags. */
export function useAutoStops() {
  return useQuery({
    queryKey: instanceKeys.autoStops(),
    queryFn: () => call(autoStopRoutes.list, {}),
    enabled: hasSession(),
  });
}

/** One instance's auto-stop rules, for its dialog. */
export function useAutoStop(id: number) {
  return useQuery({
    queryKey: instanceKeys.autoStop(id),
    queryFn: () => call(autoStopRoutes.get, { instance_id: id }),
  });
}
