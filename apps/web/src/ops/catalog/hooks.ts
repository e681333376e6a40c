import { catalogRoutes } from '@gpucloud/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../api/call';
import { OPS_QUERY_ROOT } from '../paths';

export const OPS_CATALOG_PAGE_SIZE = 20;

/** Keys of the console's datasets and models; the public pages' keys live in features/catalog. */
export const opsCatalogKeys = {
  all: [OPS_QUERY_ROOT, 'catalog'] as const,
  datasets: (query: { keyword?: string; page: number }) =>
    [...opsCatalogKeys.all, 'datasets', query] as const,
  aiModels: (query: { keyword?: string; page: number }) =>
    [...opsCatalogKeys.all, 'aiModels', query] as const,
};

export function useOpsDatasets(query: { keyword?: string; page: number }) {
  return useQuery({
    queryKey: opsCatalogKeys.datasets(query),
    queryFn: () => call(catalogRoutes.opsDatasets, { ...query, page_size: OPS_CATALOG_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useOpsAiModels(query: { keyword?: string; page: number }) {
  return useQuery({
    queryKey: opsCatalogKeys.aiModels(query),
    queryFn: () => call(catalogRoutes.opsAiModels, { ...query, page_size: OPS_CATALOG_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** Every write changes the console's lists (and what customers see, which they load fresh). */
function useCatalogChange<Input, Output>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsCatalogKeys.all }),
  });
}

export const useSaveDataset = () =>
  useCatalogChange((input: CallInput<typeof catalogRoutes.opsSaveDataset>) =>
    call(catalogRoutes.opsSaveDataset, input),
  );
export const usePublishDataset = () =>
  useCatalogChange((input: { id: number; published: boolean }) =>
    call(catalogRoutes.opsPublishDataset, input),
  );
export const useDeleteDataset = () =>
  useCatalogChange((id: number) => call(catalogRoutes.opsDeleteDataset, { id }));
export const useSaveAiModel = () =>
  useCatalogChange((input: CallInput<typeof catalogRoutes.opsSaveAiModel>) =>
    call(catalogRoutes.opsSaveAiModel, input),
  );
export const usePublishAiModel = () =>
  useCatalogChange((input: { id: number; published: boolean }) =>
    call(catalogRoutes.opsPublishAiModel, input),
  );
export const useDeleteAiModel = () =>
  useCatalogChange((id: number) => call(catalogRoutes.opsDeleteAiModel, { id }));
