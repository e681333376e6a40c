import { gpuWaitsRoutes as api } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallData, type CallInput, call } from '../../api/call';
import { hasSession } from '../../shared/session';

export type GpuWaitList = CallData<typeof api.list>;
export type CreateGpuWaitInput = CallInput<typeof api.create>;

/** Query keys of GPU waits, shared by the console page, the order page's dialog and the invalidations. */
export const gpuWaitKeys = {
  all: ['gpuWaits'] as const,
  list: (page: number) => [...gpuWaitKeys.all, 'list', page] as const,
};

/** The caller's waits, a page at a time; refreshed while one is waiting, so a served wait shows. */
export function useGpuWaits(page: number, pageSize: number) {
  return useQuery({
    queryKey: gpuWaitKeys.list(page),
    queryFn: () => call(api.list, { page, page_size: pageSize }),
    placeholderData: keepPreviousData,
    enabled: hasSession(),
    refetchInterval: (query) => ((query.state.data?.waiting ?? 0) > 0 ? 5_000 : false),
  });
}

export function useCreateGpuWait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGpuWaitInput) => call(api.create, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gpuWaitKeys.all }),
  });
}

export function useCancelGpuWait() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitId: number) => call(api.cancel, { wait_id: waitId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gpuWaitKeys.all }),
  });
}
