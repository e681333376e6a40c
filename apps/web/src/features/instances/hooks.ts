import {
  instancesRoutes as endpoints,
  INSTANCE_KINDS,
  type InstanceRow,
  type RefundQuote,
  type Route,
} from '@gpucloud/contracts';
import { LISTED_STATES } from '@gpucloud/domain';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { oneOf } from '../../shared/hooks/useSearchState';
import { hasSession } from '../../shared/session';
import { moneyQueryKeys } from '../wallet/hooks';
import { remainCall } from './resize';
import { isTransitional, TRANSITIONAL_POLL_MS } from './rules';

export interface InstanceFilters {
  page: number;
  page_size: number;
  status?: InstanceRow['Status'];
  kind?: InstanceRow['Kind'];
}

/** Instances shown a page in the console's list. */
export const INSTANCE_PAGE_SIZE = 10;

/** The list's filters and page as kept in the URL (status, kind, page); unknown values are ignored. */
export function instanceFiltersFromParams(params: URLSearchParams): InstanceFilters {
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    page_size: INSTANCE_PAGE_SIZE,
    status: oneOf(params.get('status'), LISTED_STATES),
    kind: oneOf(params.get('kind'), INSTANCE_KINDS),
  };
}

/** Query keys of the instances feature, shared by pages, dialogs and invalidations. */
export const instanceKeys = {
  all: ['instances'] as const,
  lists: () => [...instanceKeys.all, 'list'] as const,
  list: (filters: InstanceFilters) => [...instanceKeys.lists(), filters] as const,
  access: (id: number) => [...instanceKeys.all, 'access', id] as const,
  logs: (id: number, page: number) => [...instanceKeys.all, 'logs', id, page] as const,
  localImages: (id: number) => [...instanceKeys.all, 'localImages', id] as const,
  availableGpus: (id: number) => [...instanceKeys.all, 'availableGpus', id] as const,
  migrationTargets: (id: number) => [...instanceKeys.all, 'migrationTargets', id] as const,
  resizeOptions: (id: number) => [...instanceKeys.all, 'resizeOptions', id] as const,
  remain: (id: number, resource: 'cpu' | 'memory') => [...instanceKeys.all, 'remain', id, resource] as const,
};

export type InstancePage = CallData<typeof endpoints.list>;

export function instanceListQuery(filters: InstanceFilters) {
  return queryOptions({ queryKey: instanceKeys.list(filters), queryFn: () => call(endpoints.list, filters) });
}

/** The list; polls while any shown instance is between states, so spinners turn into results. */
export function useInstances(filters: InstanceFilters) {
  return useQuery({
    ...instanceListQuery(filters),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => isTransitional(row.Status)) ? TRANSITIONAL_POLL_MS : false,
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

export function useAccess(id: number) {
  return useQuery({
    queryKey: instanceKeys.access(id),
    queryFn: () => call(endpoints.access, { instance_id: id }),
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
