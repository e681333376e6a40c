import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsBannersEnUS } from './en-US';
import { opsBannersZhCN } from './zh-CN';

describe('operator console banner texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsBannersZhCN).sort()).toEqual(messageKeys(opsBannersEnUS).sort());
    expect(interpolationsByKey(opsBannersZhCN)).toEqual(interpolationsByKey(opsBannersEnUS));
    expect(JSON.stringify(opsBannersZhCN)).not.toContain('""');
  });
});
