import { HOST_STATUSES, WITHDRAWAL_STATUSES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { partnersEnUS } from './en-US';
import { partnersZhCN } from './zh-CN';

describe('sales-partner texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(partnersZhCN).sort()).toEqual(messageKeys(partnersEnUS).sort());
    expect(interpolationsByKey(partnersZhCN)).toEqual(interpolationsByKey(partnersEnUS));
    expect(JSON.stringify(partnersZhCN)).not.toContain('""');
  });

  it('names every withdrawal state and host state of the contract in both languages', () => {
    for (const texts of [partnersEnUS, partnersZhCN]) {
      expect(Object.keys(texts.withdrawals.statuses).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
      expect(Object.keys(texts.income.machines.statuses).sort()).toEqual([...HOST_STATUSES].sort());
    }
  });
});
