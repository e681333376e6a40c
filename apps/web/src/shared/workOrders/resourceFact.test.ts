import { describe, expect, it } from 'vitest';
import { RESOURCE_NOT_NAMED, RESOURCE_TYPE_NAMES, resourceFact } from './resourceFact';

const english = { types: RESOURCE_TYPE_NAMES['en-US'], notNamed: RESOURCE_NOT_NAMED['en-US'], none: '—' };

describe('what a ticket concerns', () => {
  it('names the type of a ticket that names no resource, not "None"', () => {
    expect(resourceFact({ resource_type: 'billing', resource_id: null }, english)).toBe('Billing');
    expect(resourceFact({ resource_type: 'account', resource_id: null }, english)).toBe('Account');
  });

  it('names the instance, or says that the customer named none', () => {
    expect(resourceFact({ resource_type: 'instance', resource_id: 'rel-xyz' }, english)).toBe(
      'Instance · rel-xyz',
    );
    expect(resourceFact({ resource_type: 'instance', resource_id: null }, english)).toBe(
      'Instance · none named',
    );
  });

  it('falls back to the none text only for a ticket without a type', () => {
    expect(resourceFact({ resource_type: null, resource_id: null }, english)).toBe('—');
  });
});
