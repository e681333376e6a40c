import { AGREEMENT_KEYS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsAgreementsEnUS } from './en-US';
import { opsAgreementsZhCN } from './zh-CN';

describe('agreements page texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsAgreementsZhCN).sort()).toEqual(messageKeys(opsAgreementsEnUS).sort());
    expect(interpolationsByKey(opsAgreementsZhCN)).toEqual(interpolationsByKey(opsAgreementsEnUS));
    expect(JSON.stringify(opsAgreementsZhCN)).not.toContain('""');
  });

  it('names every agreement in both languages', () => {
    for (const texts of [opsAgreementsEnUS, opsAgreementsZhCN])
      expect(Object.keys(texts.names).sort()).toEqual([...AGREEMENT_KEYS].sort());
  });
});
