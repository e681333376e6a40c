import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { templatesEnUS } from './en-US';
import { templatesZhCN } from './zh-CN';

describe('template texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(templatesZhCN).sort()).toEqual(messageKeys(templatesEnUS).sort());
    expect(interpolationsByKey(templatesZhCN)).toEqual(interpolationsByKey(templatesEnUS));
    expect(JSON.stringify(templatesZhCN)).not.toContain('""');
  });
});
