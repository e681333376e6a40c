import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsVerificationsEnUS } from './en-US';
import { opsVerificationsZhCN } from './zh-CN';

describe('verification desk texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsVerificationsZhCN).sort()).toEqual(messageKeys(opsVerificationsEnUS).sort());
    expect(interpolationsByKey(opsVerificationsZhCN)).toEqual(interpolationsByKey(opsVerificationsEnUS));
    expect(JSON.stringify(opsVerificationsZhCN)).not.toContain('""');
  });
});
