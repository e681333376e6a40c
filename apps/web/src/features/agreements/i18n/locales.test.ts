import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { agreementsEnUS } from './en-US';
import { agreementsZhCN } from './zh-CN';

describe('agreements texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(agreementsZhCN).sort()).toEqual(messageKeys(agreementsEnUS).sort());
    expect(interpolationsByKey(agreementsZhCN)).toEqual(interpolationsByKey(agreementsEnUS));
    expect(JSON.stringify(agreementsZhCN)).not.toContain('""');
  });
});
