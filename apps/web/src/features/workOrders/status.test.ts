import { WORK_ORDER_LIST_FILTERS } from '@gpucloud/contracts';
import { WORK_ORDER_STATES } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { listFilterFrom, localized, pageFrom, statusColor } from './status';

describe('work-order status and list helpers', () => {
  it('gives every state a colour; waiting for the customer stands out, finished ones are grey', () => {
    for (const state of WORK_ORDER_STATES) expect(statusColor(state)).toBeTruthy();
    expect(statusColor('waiting_customer')).toBe('warning');
    expect(statusColor('resolved')).toBe('success');
    expect(statusColor('closed')).toBe('default');
    expect(statusColor('revoked')).toBe('default');
  });

  it('reads the filter and page from the address bar, falling back to all and 1', () => {
    for (const filter of WORK_ORDER_LIST_FILTERS) expect(listFilterFrom(filter)).toBe(filter);
    expect(listFilterFrom(null)).toBe('all');
    expect(listFilterFrom('nonsense')).toBe('all');
    expect(pageFrom('3')).toBe(3);
    expect(pageFrom('0')).toBe(1);
    expect(pageFrom('2.5')).toBe(1);
    expect(pageFrom(null)).toBe(1);
  });

  it('picks the text of the page language, and the other one when it is empty', () => {
    expect(localized('zh-CN', '实例', 'Instances')).toBe('实例');
    expect(localized('en-US', '实例', 'Instances')).toBe('Instances');
    expect(localized(undefined, '实例', 'Instances')).toBe('Instances');
    expect(localized('en-US', '实例', '')).toBe('实例');
    expect(localized('zh-CN', '', 'Instances')).toBe('Instances');
  });
});
