import { instancesRoutes as endpoints, INSTANCE_KINDS, type InstanceRow } from '@gpucloud/contracts';
import { LISTED_STATES } from '@gpucloud/domain';
import { queryOptions } from '@tanstack/react-query';
import { type CallData, call } from '../../api/call';
import { oneOf } from '../hooks/useSearchState';

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

/** Query keys of the instances, shared by their pages, dialogs, other features' invalidations and the dashboard's prefetch. */
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
  autoStops: () => [...instanceKeys.all, 'autoStop'] as const,
  autoStop: (id: number) => [...instanceKeys.autoStops(), id] as const,
  timeline: (id: number, status: string) => [...instanceKeys.all, 'timeline', id, status] as const,
};

export type InstancePage = CallData<typeof endpoints.list>;

export function instanceListQuery(filters: InstanceFilters) {
  return queryOptions({ queryKey: instanceKeys.list(filters), queryFn: () => call(endpoints.list, filters) });
}
