import { describe, expect, it } from 'vitest';
import { hostQueryOf, NO_HOST_FILTERS } from './hostQuery';

describe('hostQueryOf', () => {
  it('sends only the filters that are set', () => {
    expect(hostQueryOf(NO_HOST_FILTERS, 1, 20)).toEqual({ page: 1, page_size: 20 });
    expect(
      hostQueryOf(
        { region: '3', status: 'maintenance', kind: 'kvm', gpuModel: ' RTX 4090 ', name: 'bj' },
        2,
        50,
      ),
    ).toEqual({
      region_id: 3,
      status: 'maintenance',
      kind: 'kvm',
      gpu_model: 'RTX 4090',
      name: 'bj',
      page: 2,
      page_size: 50,
    });
  });

  it('drops values the contract does not know', () => {
    expect(hostQueryOf({ ...NO_HOST_FILTERS, region: 'x', status: 'broken', kind: 'vm' }, 1, 20)).toEqual({
      page: 1,
      page_size: 20,
    });
  });
});
