import { describe, expect, it } from 'vitest';
import { bilingualMissing } from './bilingualMissing';

const names = {
  'en-US': { title: 'title_en', body: 'body_en' },
  'zh-CN': { title: 'title_zh', body: 'body_zh' },
} as const;

describe('the languages an editor has not written', () => {
  it('names each language with an empty or blank field', () => {
    expect(bilingualMissing({ title_en: 'T', body_en: 'B', title_zh: '标题', body_zh: '  ' }, names)).toEqual(
      ['zh-CN'],
    );
    expect(bilingualMissing({ title_zh: '标题', body_zh: '正文' }, names)).toEqual(['en-US']);
  });

  it('names none when both are written, both while the form is empty', () => {
    expect(bilingualMissing({ title_en: 'T', body_en: 'B', title_zh: '标', body_zh: '文' }, names)).toEqual(
      [],
    );
    expect(bilingualMissing(undefined, names)).toEqual(['en-US', 'zh-CN']);
  });
});
