import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../shared/i18n/sameKeys';
import { opsEnUS } from './en-US';
import { opsZhCN } from './zh-CN';

describe('operator console texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsZhCN).sort()).toEqual(messageKeys(opsEnUS).sort());
    expect(interpolationsByKey(opsZhCN)).toEqual(interpolationsByKey(opsEnUS));
    expect(JSON.stringify(opsZhCN)).not.toContain('""');
  });
});
