import { describe, expect, it } from 'vitest';
import { interpolationsByKey, messageKeys } from '../../../shared/i18n/sameKeys';
import { imagesEnUS } from './en-US';
import { imagesZhCN } from './zh-CN';

describe('custom image texts', () => {
  it('zh-CN has exactly the keys and interpolations of en-US, and no empty text', () => {
    expect(messageKeys(imagesZhCN).sort()).toEqual(messageKeys(imagesEnUS).sort());
    expect(interpolationsByKey(imagesZhCN)).toEqual(interpolationsByKey(imagesEnUS));
    expect(JSON.stringify(imagesZhCN)).not.toContain('""');
  });
});
