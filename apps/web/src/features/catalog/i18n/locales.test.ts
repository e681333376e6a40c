import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { catalogEnUS } from './en-US';
import { catalogZhCN } from './zh-CN';

describe('catalog texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(catalogZhCN).sort()).toEqual(messageKeys(catalogEnUS).sort());
    expect(interpolationsByKey(catalogZhCN)).toEqual(interpolationsByKey(catalogEnUS));
    expect(JSON.stringify(catalogZhCN)).not.toContain('""');
  });
});
