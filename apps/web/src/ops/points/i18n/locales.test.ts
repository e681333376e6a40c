import { POINTS_KINDS, SCORE_ITEM_KINDS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsPointsEnUS } from './en-US';
import { opsPointsZhCN } from './zh-CN';

describe('console score-store texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsPointsZhCN).sort()).toEqual(messageKeys(opsPointsEnUS).sort());
    expect(interpolationsByKey(opsPointsZhCN)).toEqual(interpolationsByKey(opsPointsEnUS));
    expect(JSON.stringify(opsPointsZhCN)).not.toContain('""');
  });

  it('names every item kind and every kind of points movement in both languages', () => {
    for (const texts of [opsPointsEnUS, opsPointsZhCN]) {
      expect(Object.keys(texts.kinds).sort()).toEqual([...SCORE_ITEM_KINDS].sort());
      expect(Object.keys(texts.pointsKinds).sort()).toEqual([...POINTS_KINDS].sort());
    }
  });
});
