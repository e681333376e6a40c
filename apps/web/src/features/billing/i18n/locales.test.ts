import { INSTANCE_KINDS, RENTAL_MODES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { billingEnUS } from './en-US';
import { billingZhCN } from './zh-CN';

describe('billing texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(billingZhCN).sort()).toEqual(messageKeys(billingEnUS).sort());
    expect(interpolationsByKey(billingZhCN)).toEqual(interpolationsByKey(billingEnUS));
    expect(JSON.stringify(billingZhCN)).not.toContain('""');
  });

  it('names every billing mode and instance kind in both languages', () => {
    for (const texts of [billingEnUS, billingZhCN]) {
      expect(Object.keys(texts.costs.billingModes).sort()).toEqual([...RENTAL_MODES].sort());
      expect(Object.keys(texts.costs.kinds).sort()).toEqual([...INSTANCE_KINDS].sort());
    }
  });
});
