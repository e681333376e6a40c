import { NOT_INVOICEABLE_REASONS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { invoicesEnUS } from './i18n/en-US';
import { invoicesZhCN } from './i18n/zh-CN';
import { reasonMessage } from './reasons';

describe('why a top-up or month is not invoiceable', () => {
  it('says each code of the contract with what it names', () => {
    expect(reasonMessage({ reason: 'claimed', claimedBy: 12 }, 0)).toEqual({
      key: 'reasons.claimed',
      values: { id: '12' },
    });
    expect(reasonMessage({ reason: 'nothing_own', claimedBy: null }, 0)).toEqual({
      key: 'reasons.nothing_own',
      values: {},
    });
    expect(reasonMessage({ reason: 'over_available', claimedBy: null }, 35.5)).toEqual({
      key: 'reasons.over_available',
      values: { amount: '¥35.50' },
    });
    expect(reasonMessage({ reason: null, claimedBy: null }, 35.5)).toBeNull();
  });

  it('has a text for every code of the contract in en-US and zh-CN', () => {
    for (const texts of [invoicesEnUS, invoicesZhCN])
      expect(Object.keys(texts.reasons).sort()).toEqual([...NOT_INVOICEABLE_REASONS].sort());
    expect(invoicesZhCN.reasons.claimed).toContain('{{id}}');
    expect(invoicesZhCN.reasons.over_available).toContain('{{amount}}');
  });
});
