import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { contentEnUS } from './en-US';
import { contentZhCN } from './zh-CN';

describe('content texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(contentZhCN).sort()).toEqual(messageKeys(contentEnUS).sort());
    expect(interpolationsByKey(contentZhCN)).toEqual(interpolationsByKey(contentEnUS));
    expect(JSON.stringify(contentZhCN)).not.toContain('""');
  });
});
