import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsWorkOrdersEnUS } from './en-US';
import { opsWorkOrdersZhCN } from './zh-CN';

describe('support desk and help catalogue texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsWorkOrdersZhCN).sort()).toEqual(messageKeys(opsWorkOrdersEnUS).sort());
    expect(interpolationsByKey(opsWorkOrdersZhCN)).toEqual(interpolationsByKey(opsWorkOrdersEnUS));
    expect(JSON.stringify(opsWorkOrdersZhCN)).not.toContain('""');
  });
});
