import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { softwareEnUS } from './en-US';
import { softwareZhCN } from './zh-CN';

describe('software texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(softwareZhCN).sort()).toEqual(messageKeys(softwareEnUS).sort());
    expect(interpolationsByKey(softwareZhCN)).toEqual(interpolationsByKey(softwareEnUS));
    expect(JSON.stringify(softwareZhCN)).not.toContain('""');
  });
});
