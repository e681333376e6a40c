import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { securityEnUS } from './en-US';
import { securityZhCN } from './zh-CN';

describe('security texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(securityZhCN).sort()).toEqual(messageKeys(securityEnUS).sort());
    expect(interpolationsByKey(securityZhCN)).toEqual(interpolationsByKey(securityEnUS));
    expect(JSON.stringify(securityZhCN)).not.toContain('""');
  });
});
