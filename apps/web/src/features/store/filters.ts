import type { InstanceKind } from '@gpucloud/contracts';
import type { StoreFilters, StoreSort } from '../../shared/storeFilters';

export type { StoreFilters, StoreSort };

/**
 * The contract's sorts and kinds, as records typed by the contract so a change there fails the
 * build here. Importing the contract's arrays would bring zod into the store's first chunk.
 */
const SORTS: Record<StoreSort, true> = { price_asc: true, price_desc: true, free_desc: true };
const KINDS: Record<InstanceKind, true> = { kvm: true, container: true, bare_metal: true };

export const STORE_SORTS = Object.keys(SORTS) as StoreSort[];

export function isStoreSort(value: unknown): value is StoreSort {
  return typeof value === 'string' && Object.hasOwn(SORTS, value);
}

export function isInstanceKind(value: unknown): value is InstanceKind {
  return typeof value === 'string' && Object.hasOwn(KINDS, value);
}

export const DEFAULT_SORT: StoreSort = 'price_asc';

export function filtersFromParams(params: URLSearchParams): StoreFilters {
  const kind = params.get('kind');
  const sort = params.get('sort');
  return {
    region: params.get('region') || undefined,
    gpu_model: params.get('gpu_model') || undefined,
    kind: isInstanceKind(kind) ? kind : undefined,
    sort: isStoreSort(sort) ? sort : DEFAULT_SORT,
  };
}

export function filtersToParams(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.region) params.set('region', filters.region);
  if (filters.gpu_model) params.set('gpu_model', filters.gpu_model);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export function hasActiveFilters(filters: StoreFilters): boolean {
  return Boolean(filters.region || filters.gpu_model || filters.kind);
}
