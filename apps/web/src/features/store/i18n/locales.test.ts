import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { storeOrderEnUS } from './en-US';
import { storeOrderZhCN } from './zh-CN';

describe('storeOrder texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(storeOrderZhCN).sort()).toEqual(messageKeys(storeOrderEnUS).sort());
    expect(interpolationsByKey(storeOrderZhCN)).toEqual(interpolationsByKey(storeOrderEnUS));
    expect(JSON.stringify(storeOrderZhCN)).not.toContain('""');
  });
});
