import type { GpuSelectorDetailRequest, InstanceKind } from '@gpucloud/contracts';

export type StoreSort = NonNullable<GpuSelectorDetailRequest['sort']>;

/** The store's filters as they live in the URL, so a filtered list can be shared and revisited. */
export interface StoreFilters {
  region?: string;
  gpu_model?: string;
  kind?: InstanceKind;
  sort: StoreSort;
}
