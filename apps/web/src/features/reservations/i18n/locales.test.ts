import { RESERVATION_STATES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { reservationsEnUS } from './en-US';
import { reservationsZhCN } from './zh-CN';

describe('reservation texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(reservationsZhCN).sort()).toEqual(messageKeys(reservationsEnUS).sort());
    expect(interpolationsByKey(reservationsZhCN)).toEqual(interpolationsByKey(reservationsEnUS));
    expect(JSON.stringify(reservationsZhCN)).not.toContain('""');
  });

  it('names every state in both languages', () => {
    for (const texts of [reservationsEnUS, reservationsZhCN])
      expect(Object.keys(texts.states).sort()).toEqual([...RESERVATION_STATES].sort());
  });
});
