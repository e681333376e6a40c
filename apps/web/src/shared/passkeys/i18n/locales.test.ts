import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../i18n/sameKeys';
import { passkeysEnUS } from './en-US';
import { passkeysZhCN } from './zh-CN';

describe('passkeys texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(passkeysZhCN).sort()).toEqual(messageKeys(passkeysEnUS).sort());
    expect(interpolationsByKey(passkeysZhCN)).toEqual(interpolationsByKey(passkeysEnUS));
    expect(JSON.stringify(passkeysZhCN)).not.toContain('""');
  });
});
