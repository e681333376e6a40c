import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, filtersFromParams, filtersToParams, hasActiveFilters } from './filters';

describe('store filters in the URL', () => {
  it('round-trips through the query string and leaves defaults out', () => {
    const filters = { region: 'bj-a', gpu_model: 'H100 80G', kind: 'kvm', sort: 'free_desc' } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('region=bj-a&gpu_model=H100+80G&kind=kvm&sort=free_desc');
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams({ sort: DEFAULT_SORT }).toString()).toBe('');
  });

  it('ignores kinds and sorts the contract does not know', () => {
    expect(filtersFromParams(new URLSearchParams('kind=vm&sort=cheapest'))).toEqual({
      region: undefined,
      gpu_model: undefined,
      kind: undefined,
      sort: DEFAULT_SORT,
    });
  });

  it('counts only real filters as active', () => {
    expect(hasActiveFilters({ sort: 'price_desc' })).toBe(false);
    expect(hasActiveFilters({ sort: DEFAULT_SORT, kind: 'container' })).toBe(true);
  });
});
