import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { accountEnUS } from './en-US';
import { accountZhCN } from './zh-CN';

describe('account texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(accountZhCN).sort()).toEqual(messageKeys(accountEnUS).sort());
    expect(interpolationsByKey(accountZhCN)).toEqual(interpolationsByKey(accountEnUS));
    expect(JSON.stringify(accountZhCN)).not.toContain('""');
  });
});
