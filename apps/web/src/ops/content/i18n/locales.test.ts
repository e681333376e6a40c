import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsContentEnUS } from './en-US';
import { opsContentZhCN } from './zh-CN';

describe('overview, coupons, notices and notifications texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsContentZhCN).sort()).toEqual(messageKeys(opsContentEnUS).sort());
    expect(interpolationsByKey(opsContentZhCN)).toEqual(interpolationsByKey(opsContentEnUS));
    expect(JSON.stringify(opsContentZhCN)).not.toContain('""');
  });
});
