import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPE_NAMES } from '../../../shared/workOrders/resourceFact';
import { workOrdersEnUS } from './en-US';
import { workOrdersZhCN } from './zh-CN';

// The customer's pages and the support desk name a ticket's resource types alike: both take them
// from shared/workOrders/resourceFact.
describe('resource type names', () => {
  it('gives the customer and support the same names, in both languages', () => {
    expect(workOrdersEnUS.resourceTypes).toEqual(RESOURCE_TYPE_NAMES['en-US']);
    expect(workOrdersZhCN.resourceTypes).toEqual(RESOURCE_TYPE_NAMES['zh-CN']);
  });
});
