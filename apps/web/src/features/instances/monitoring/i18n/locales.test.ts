import { METRIC_RANGES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../../shared/i18n/sameKeys';
import { monitoringEnUS } from './en-US';
import { monitoringZhCN } from './zh-CN';

describe('instance monitoring texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(monitoringZhCN).sort()).toEqual(messageKeys(monitoringEnUS).sort());
    expect(interpolationsByKey(monitoringZhCN)).toEqual(interpolationsByKey(monitoringEnUS));
    expect(JSON.stringify(monitoringZhCN)).not.toContain('""');
  });

  it('names every range in both languages', () => {
    for (const texts of [monitoringEnUS, monitoringZhCN])
      expect(Object.keys(texts.ranges).sort()).toEqual([...METRIC_RANGES].sort());
  });
});
