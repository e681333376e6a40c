import { POINTS_KINDS } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { pointsEnUS } from './en-US';
import { pointsZhCN } from './zh-CN';

describe('score store texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(pointsZhCN).sort()).toEqual(messageKeys(pointsEnUS).sort());
    expect(interpolationsByKey(pointsZhCN)).toEqual(interpolationsByKey(pointsEnUS));
    expect(JSON.stringify(pointsZhCN)).not.toContain('""');
  });

  it('names every kind of points movement in both languages', () => {
    for (const texts of [pointsEnUS, pointsZhCN])
      expect(Object.keys(texts.kinds).sort()).toEqual([...POINTS_KINDS].sort());
  });
});
