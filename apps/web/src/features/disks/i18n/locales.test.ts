import { CLOUD_DISK_STATUSES } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { disksEnUS } from './en-US';
import { disksZhCN } from './zh-CN';

describe('cloud disk texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(disksZhCN).sort()).toEqual(messageKeys(disksEnUS).sort());
    expect(interpolationsByKey(disksZhCN)).toEqual(interpolationsByKey(disksEnUS));
    expect(JSON.stringify(disksZhCN)).not.toContain('""');
  });

  it('names every cloud disk status in both languages', () => {
    for (const texts of [disksEnUS, disksZhCN])
      expect(Object.keys(texts.disks.status).sort()).toEqual([...CLOUD_DISK_STATUSES].sort());
  });
});
