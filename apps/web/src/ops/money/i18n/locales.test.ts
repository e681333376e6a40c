import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsMoneyEnUS } from './en-US';
import { opsMoneyZhCN } from './zh-CN';

describe('operator console money texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsMoneyZhCN).sort()).toEqual(messageKeys(opsMoneyEnUS).sort());
    expect(interpolationsByKey(opsMoneyZhCN)).toEqual(interpolationsByKey(opsMoneyEnUS));
    expect(JSON.stringify(opsMoneyZhCN)).not.toContain('""');
  });
});
