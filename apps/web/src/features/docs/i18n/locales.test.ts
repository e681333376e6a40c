import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { docsEnUS } from './en-US';
import { docsZhCN } from './zh-CN';

describe('docs centre texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(docsZhCN).sort()).toEqual(messageKeys(docsEnUS).sort());
    expect(interpolationsByKey(docsZhCN)).toEqual(interpolationsByKey(docsEnUS));
    expect(JSON.stringify(docsZhCN)).not.toContain('""');
  });
});
