import { HOST_STATUSES, type HostStatus, INSTANCE_KINDS, type InstanceKind } from '@gpucloud/contracts';
import type { HostQuery } from './keys';

/** The host list's filters as the form holds them: '' is "any". */
export interface HostFilters {
  region: string;
  status: string;
  kind: string;
  gpuModel: string;
  name: string;
}

export const NO_HOST_FILTERS: HostFilters = { region: '', status: '', kind: '', gpuModel: '', name: '' };

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The request of a page of hosts: only the filters that are set, as the contract names them. */
export function hostQueryOf(filters: HostFilters, page: number, pageSize: number): HostQuery {
  const regionId = Number(filters.region);
  const status = oneOf<HostStatus>(HOST_STATUSES, filters.status);
  const kind = oneOf<InstanceKind>(INSTANCE_KINDS, filters.kind);
  return {
    ...(Number.isInteger(regionId) && regionId > 0 ? { region_id: regionId } : {}),
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(filters.gpuModel.trim() ? { gpu_model: filters.gpuModel.trim() } : {}),
    ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
    page,
    page_size: pageSize,
  };
}
