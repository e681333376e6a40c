import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsCatalogEnUS } from './en-US';
import { opsCatalogZhCN } from './zh-CN';

describe('operator console catalogue texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsCatalogZhCN).sort()).toEqual(messageKeys(opsCatalogEnUS).sort());
    expect(interpolationsByKey(opsCatalogZhCN)).toEqual(interpolationsByKey(opsCatalogEnUS));
    expect(JSON.stringify(opsCatalogZhCN)).not.toContain('""');
  });
});
