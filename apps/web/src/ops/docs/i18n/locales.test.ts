import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsDocsEnUS } from './en-US';
import { opsDocsZhCN } from './zh-CN';

describe('console docs centre texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsDocsZhCN).sort()).toEqual(messageKeys(opsDocsEnUS).sort());
    expect(interpolationsByKey(opsDocsZhCN)).toEqual(interpolationsByKey(opsDocsEnUS));
    expect(JSON.stringify(opsDocsZhCN)).not.toContain('""');
  });
});
