import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPE_NAMES } from '../../../shared/workOrders/resourceFact';
import { opsWorkOrdersEnUS } from './en-US';
import { opsWorkOrdersZhCN } from './zh-CN';

// The customer's pages and the support desk name a ticket's resource types alike: both take them
// from shared/workOrders/resourceFact.
describe('resource type names', () => {
  it('gives the customer and support the same names, in both languages', () => {
    expect(opsWorkOrdersEnUS.resourceTypes).toEqual(RESOURCE_TYPE_NAMES['en-US']);
    expect(opsWorkOrdersZhCN.resourceTypes).toEqual(RESOURCE_TYPE_NAMES['zh-CN']);
  });
});
