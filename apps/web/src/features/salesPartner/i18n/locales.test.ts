import { HOST_STATUSES, WITHDRAWAL_STATUSES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { salesPartnerEnUS } from './en-US';
import { salesPartnerZhCN } from './zh-CN';

describe('sales-partner texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(salesPartnerZhCN).sort()).toEqual(messageKeys(salesPartnerEnUS).sort());
    expect(interpolationsByKey(salesPartnerZhCN)).toEqual(interpolationsByKey(salesPartnerEnUS));
    expect(JSON.stringify(salesPartnerZhCN)).not.toContain('""');
  });

  it('names every withdrawal state and host state of the contract in both languages', () => {
    for (const texts of [salesPartnerEnUS, salesPartnerZhCN]) {
      expect(Object.keys(texts.withdrawals.statuses).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
      expect(Object.keys(texts.income.machines.statuses).sort()).toEqual([...HOST_STATUSES].sort());
    }
  });
});
