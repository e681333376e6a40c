import { describe, expect, it } from 'vitest';
import { bannerShowGap, movedOrder } from './bannerTexts';

describe('banner texts in the editor', () => {
  it('names the missing title as the server does, unless marked single-language', () => {
    const english = { title_en: 'Only English', title_zh: '  ', single_language: false };
    expect(bannerShowGap(english)).toEqual({ field: 'title_zh', language: 'zh-CN' });
    expect(bannerShowGap({ ...english, single_language: true })).toBeNull();
    expect(bannerShowGap({ title_en: '', title_zh: '', single_language: true })).toEqual({
      field: 'title_en',
      language: 'en-US',
    });
    expect(bannerShowGap({ title_en: 'A', title_zh: '甲', single_language: false })).toBeNull();
  });

  it('moves one banner a step, and nothing past either end', () => {
    expect(movedOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
  });
});
