import type { WorkOrderInstanceOption } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { instanceOptions, NO_INSTANCE, resourceIdOf } from './instanceOptions';

const texts = { none: 'None, or I no longer have it', released: 'released', status: (s: string) => s };
const row = (name: string, status: WorkOrderInstanceOption['status']): WorkOrderInstanceOption => ({
  name,
  kind: 'container',
  status,
  released: status === 'released',
  created_at: '2026-11-28T10:00:00.000Z',
});

describe("the ticket form's instance choices", () => {
  it('offers "none" first, then live and released instances, the released ones marked', () => {
    expect(instanceOptions([row('live-abc', 'running'), row('rel-xyz', 'released')], texts)).toEqual([
      { value: NO_INSTANCE, label: 'None, or I no longer have it' },
      { value: 'live-abc', label: 'live-abc · running' },
      { value: 'rel-xyz', label: 'rel-xyz (released)' },
    ]);
  });

  it('still offers "none" to a customer with no instance at all', () => {
    expect(instanceOptions([], texts)).toEqual([{ value: NO_INSTANCE, label: texts.none }]);
  });

  it('sends no resource_id for "none" and the name otherwise', () => {
    expect(resourceIdOf(NO_INSTANCE)).toBeUndefined();
    expect(resourceIdOf(undefined)).toBeUndefined();
    expect(resourceIdOf('rel-xyz')).toBe('rel-xyz');
  });
});
