import { PARTNER_STATUSES, WITHDRAWAL_STATUSES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsPartnersEnUS } from './en-US';
import { opsPartnersZhCN } from './zh-CN';

describe('sales-partner desk texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsPartnersZhCN).sort()).toEqual(messageKeys(opsPartnersEnUS).sort());
    expect(interpolationsByKey(opsPartnersZhCN)).toEqual(interpolationsByKey(opsPartnersEnUS));
    expect(JSON.stringify(opsPartnersZhCN)).not.toContain('""');
  });

  it('names every status of the contract in both languages', () => {
    for (const texts of [opsPartnersEnUS, opsPartnersZhCN]) {
      expect(Object.keys(texts.partners.statuses).sort()).toEqual([...PARTNER_STATUSES].sort());
      expect(Object.keys(texts.withdrawals.statuses).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
    }
  });
});
