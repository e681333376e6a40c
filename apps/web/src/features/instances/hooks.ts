import type {
  ImageOption,
  InstanceLogEntry,
  InstanceRow,
  MigrationTarget,
  RefundQuote,
} from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/client';
import { hasSession } from '../../shared/session';
import { moneyQueryKeys } from '../wallet/hooks';
import { isTransitional, TRANSITIONAL_POLL_MS } from './rules';

export interface InstanceFilters {
  page: number;
  page_size: number;
  status?: InstanceRow['Status'];
  kind?: InstanceRow['Kind'];
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
};

export interface InstancePage {
  data: InstanceRow[];
  total: number;
}

/** The list; polls while any shown instance is between states, so spinners turn into results. */
export function useInstances(filters: InstanceFilters) {
  return useQuery({
    queryKey: instanceKeys.list(filters),
    queryFn: () => apiPost<InstancePage>('/get_container_by_token_with_page_v2', { ...filters }),
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
      (
        await apiPost<InstancePage>('/get_container_by_token_with_page_v2', { page: 1, page_size: 100 })
      ).data.find((row) => row.InstanceId === id) ?? null,
  });
}

export interface Access {
  SshCommand: string;
  SshHost: string;
  SshPort: number;
  Username: string;
  Password: string;
  VncUrl: string | null;
}

export function useAccess(id: number) {
  return useQuery({
    queryKey: instanceKeys.access(id),
    queryFn: () => apiPost<Access>('/get_vnc_and_ssh', { instance_id: id }),
  });
}

export function useInstanceLogs(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: instanceKeys.logs(id, page),
    queryFn: () =>
      apiPost<{ data: InstanceLogEntry[]; total: number }>('/logs/get_instance_log_list', {
        instance_id: id,
        page,
        page_size: pageSize,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLocalImages(id: number) {
  return useQuery({
    queryKey: instanceKeys.localImages(id),
    queryFn: async () =>
      (
        await apiGet<{ list: ImageOption[] }>(
          '/instance/kvm/get_local_images',
          { instance_id: id },
          { withSession: true },
        )
      ).list,
  });
}

export function useAvailableGpus(id: number, enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.availableGpus(id),
    queryFn: () =>
      apiPost<{ GpuCount: number; HostFree: number }>('/instance/get_instance_available_kvm_num', {
        instance_id: id,
      }),
    enabled,
  });
}

export function useMigrationTargets(id: number, enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.migrationTargets(id),
    queryFn: async () =>
      (
        await apiPost<{ list: MigrationTarget[] }>('/instance/get_kvm_migration_conditions', {
          instance_id: id,
        })
      ).list,
    enabled,
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
 * One POST to an instance call that then refreshes what it changed. Errors are already toasted by
 * the client (SPEC §8); callers read them only for special refusals (no free GPUs).
 */
export function useInstanceCall<TBody extends object, TResult>(
  path: string,
  options: { money?: boolean } = {},
) {
  const invalidate = useInvalidateInstances();
  return useMutation({
    mutationFn: (body: TBody & { instance_id: number }) => apiPost<TResult>(path, body),
    onSettled: () => invalidate({ money: options.money }),
  });
}

/** A quote asked for a dialog; never cached, a price must be current when it is shown. */
export function useQuote<TQuote>(path: string, body: Record<string, unknown> | null) {
  return useQuery({
    queryKey: [...instanceKeys.all, 'quote', path, body],
    queryFn: () => apiPost<TQuote>(path, body ?? {}),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

export type { RefundQuote };
