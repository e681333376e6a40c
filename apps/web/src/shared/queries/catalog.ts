import { catalogRoutes } from '@gpucloud/contracts';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';

/** Query keys of the datasets and AI models pages, shared by pages, the order page and the console. */
export const catalogKeys = {
  all: ['catalog'] as const,
  datasets: (filter: DatasetFilter) => [...catalogKeys.all, 'datasets', filter] as const,
  instanceDatasets: (instanceId: number) => [...catalogKeys.all, 'instanceDatasets', instanceId] as const,
  aiModels: (filter: AiModelFilter) => [...catalogKeys.all, 'aiModels', filter] as const,
  aiModel: (id: number) => [...catalogKeys.all, 'aiModel', id] as const,
  deployTarget: (id: number) => [...catalogKeys.all, 'deployTarget', id] as const,
};

export const DATASETS_PAGE_SIZE = 12;
export const AI_MODELS_PAGE_SIZE = 12;

export interface DatasetFilter {
  keyword?: string;
  tag?: string;
  licence?: string;
  page: number;
}

export interface AiModelFilter {
  keyword?: string;
  tag?: string;
  page: number;
}

/** Drops empty filters, so the key and the body only carry what narrows the list. */
function given<T extends object>(filter: T): T {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

export function useDatasets(filter: DatasetFilter, pageSize = DATASETS_PAGE_SIZE) {
  const body = given(filter);
  return useQuery({
    queryKey: [...catalogKeys.datasets(body), pageSize],
    queryFn: () => call(catalogRoutes.datasets, { ...body, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** The datasets mounted into one instance (none for most). */
export function useInstanceDatasets(instanceId: number) {
  return useQuery({
    queryKey: catalogKeys.instanceDatasets(instanceId),
    queryFn: () => call(catalogRoutes.instanceDatasets, { instance_id: instanceId }),
    // Chosen at creation and never changed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAiModels(filter: AiModelFilter) {
  const body = given(filter);
  return useQuery({
    queryKey: catalogKeys.aiModels(body),
    queryFn: () => call(catalogRoutes.aiModels, { ...body, page_size: AI_MODELS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

export function useAiModel(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.aiModel(id ?? 0),
    queryFn: id === null ? skipToken : () => call(catalogRoutes.aiModel, { id }),
    retry: false,
  });
}

/** The host "deploy" would open now: asked fresh each time, the store changes by the minute. */
export function useDeployTarget(id: number | null) {
  return useQuery({
    queryKey: catalogKeys.deployTarget(id ?? 0),
    queryFn: id === null ? skipToken : () => call(catalogRoutes.deployTarget, { id }),
    staleTime: 0,
  });
}
