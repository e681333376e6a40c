import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { opsTemplatesEnUS } from './en-US';
import { opsTemplatesZhCN } from './zh-CN';

describe('operator console template texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(opsTemplatesZhCN).sort()).toEqual(messageKeys(opsTemplatesEnUS).sort());
    expect(interpolationsByKey(opsTemplatesZhCN)).toEqual(interpolationsByKey(opsTemplatesEnUS));
    expect(JSON.stringify(opsTemplatesZhCN)).not.toContain('""');
  });
});
