import { type GpuSelectorDetailRequest, storeRoutes } from '@gpucloud/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { filtersFromParams, filtersToParams, type StoreFilters } from './filters';

/** Query keys of the store feature. */
export const storeKeys = {
  all: ['store'] as const,
  selectorOptions: () => [...storeKeys.all, 'selectorOptions'] as const,
  offers: (filters: StoreFilters) => [...storeKeys.all, 'offers', filters] as const,
};

export function selectorOptionsQuery() {
  return queryOptions({
    queryKey: storeKeys.selectorOptions(),
    queryFn: () => call(storeRoutes.selectorOptions),
    staleTime: 5 * 60_000,
  });
}

export function useSelectorOptions() {
  return useQuery(selectorOptionsQuery());
}

export function hostOffersQuery(filters: StoreFilters) {
  return queryOptions({
    queryKey: storeKeys.offers(filters),
    queryFn: () => {
      const body: GpuSelectorDetailRequest = { ...filters };
      return call(storeRoutes.gpuSelectorDetail, body);
    },
  });
}

export function useHostOffers(filters: StoreFilters) {
  return useQuery({ ...hostOffersQuery(filters), placeholderData: keepPreviousData });
}

/** The filters read from and written to the URL's query string. */
export function useStoreFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const setFilters = useCallback(
    (next: StoreFilters) => setParams(filtersToParams(next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters] as const;
}
