import { WORK_ORDER_RESOURCE_TYPES } from '@gpucloud/contracts';
import { WORK_ORDER_STATES } from '@gpucloud/domain';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { workOrdersEnUS } from './en-US';
import { workOrdersZhCN } from './zh-CN';

describe('work-order texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(workOrdersZhCN).sort()).toEqual(messageKeys(workOrdersEnUS).sort());
    expect(interpolationsByKey(workOrdersZhCN)).toEqual(interpolationsByKey(workOrdersEnUS));
    expect(JSON.stringify(workOrdersZhCN)).not.toContain('""');
  });

  it('names every state of the lifecycle and every resource type in both languages', () => {
    for (const texts of [workOrdersEnUS, workOrdersZhCN]) {
      expect(Object.keys(texts.statuses).sort()).toEqual([...WORK_ORDER_STATES].sort());
      expect(Object.keys(texts.resourceTypes).sort()).toEqual([...WORK_ORDER_RESOURCE_TYPES].sort());
    }
  });
});
