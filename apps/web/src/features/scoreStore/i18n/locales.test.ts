import { POINTS_KINDS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { scoreStoreEnUS } from './en-US';
import { scoreStoreZhCN } from './zh-CN';

describe('score store texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(scoreStoreZhCN).sort()).toEqual(messageKeys(scoreStoreEnUS).sort());
    expect(interpolationsByKey(scoreStoreZhCN)).toEqual(interpolationsByKey(scoreStoreEnUS));
    expect(JSON.stringify(scoreStoreZhCN)).not.toContain('""');
  });

  it('names every kind of points movement in both languages', () => {
    for (const texts of [scoreStoreEnUS, scoreStoreZhCN])
      expect(Object.keys(texts.kinds).sort()).toEqual([...POINTS_KINDS].sort());
  });
});
