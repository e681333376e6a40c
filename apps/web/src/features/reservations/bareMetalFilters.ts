import type { BareMetalConfig } from '@gpucloud/contracts';
import type { StoreFilters } from '../../shared/storeFilters';

/**
 * The store's filters applied to its bare-metal section (issue 38): the section sits under the
 * same filter bar as the catalogue, so a region or GPU model chosen there narrows both, and a kind
 * other than bare metal hides every configuration. The show list is a few configurations, so the
 * filtering is here rather than a second query per filter; the sort follows the store's.
 */
export function bareMetalRowsFor(rows: readonly BareMetalConfig[], filters: StoreFilters): BareMetalConfig[] {
  if (filters.kind && filters.kind !== 'bare_metal') return [];
  const shown = rows.filter(
    (row) =>
      (!filters.region || row.RegionCode === filters.region) &&
      (!filters.gpu_model || row.GpuModel === filters.gpu_model),
  );
  switch (filters.sort) {
    case 'price_asc':
      return shown.sort((a, b) => a.PricePerHour - b.PricePerHour);
    case 'price_desc':
      return shown.sort((a, b) => b.PricePerHour - a.PricePerHour);
    case 'free_desc':
      return shown.sort((a, b) => b.FreeNow - a.FreeNow);
  }
}
