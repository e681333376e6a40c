import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsUsersEnUS } from './en-US';
import { opsUsersZhCN } from './zh-CN';

describe('operator console Users texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsUsersZhCN).sort()).toEqual(messageKeys(opsUsersEnUS).sort());
    expect(interpolationsByKey(opsUsersZhCN)).toEqual(interpolationsByKey(opsUsersEnUS));
    expect(JSON.stringify(opsUsersZhCN)).not.toContain('""');
  });
});
