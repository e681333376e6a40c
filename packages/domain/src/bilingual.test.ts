import { describe, expect, it } from 'vitest';
import {
  type Bilingual,
  hasChineseCharacters,
  missingLanguages,
  publicationGap,
  publicationGaps,
  readableLanguage,
} from './bilingual';

const FIELDS = ['title', 'content'] as const;
type Field = (typeof FIELDS)[number];

function texts(en: Partial<Record<Field, string>>, zh: Partial<Record<Field, string>>): Bilingual<Field> {
  return {
    'en-US': { title: '', content: '', ...en },
    'zh-CN': { title: '', content: '', ...zh },
  };
}

const both = texts({ title: 'Maintenance', content: 'Tonight' }, { title: '维护', content: '今晚' });
const englishOnly = texts({ title: 'Maintenance', content: 'Tonight' }, {});

describe('readableLanguage', () => {
  it('gives each reader their own language when it is written', () => {
    expect(readableLanguage(both, FIELDS, 'zh-CN')).toBe('zh-CN');
    expect(readableLanguage(both, FIELDS, 'en-US')).toBe('en-US');
  });

  it('falls back to the other language where the reader’s is empty or half written', () => {
    expect(readableLanguage(englishOnly, FIELDS, 'zh-CN')).toBe('en-US');
    expect(readableLanguage(texts({ title: 'A', content: 'B' }, { title: '标题' }), FIELDS, 'zh-CN')).toBe(
      'en-US',
    );
  });

  it('keeps a text written in neither in the language with more written, the reader’s on a tie', () => {
    expect(readableLanguage(texts({}, {}), FIELDS, 'zh-CN')).toBe('zh-CN');
    expect(readableLanguage(texts({ title: 'A' }, {}), FIELDS, 'zh-CN')).toBe('en-US');
  });

  it('counts whitespace as not written', () => {
    expect(
      readableLanguage(texts({ title: 'A', content: 'B' }, { title: '  ', content: '\n' }), FIELDS, 'zh-CN'),
    ).toBe('en-US');
  });
});

describe('missingLanguages', () => {
  it('names the languages a text lacks', () => {
    expect(missingLanguages(both, FIELDS)).toEqual([]);
    expect(missingLanguages(englishOnly, FIELDS)).toEqual(['zh-CN']);
    expect(missingLanguages(texts({}, {}), FIELDS)).toEqual(['en-US', 'zh-CN']);
  });
});

describe('publicationGap', () => {
  it('asks for every field in both languages', () => {
    expect(publicationGap(both, FIELDS, false)).toBeNull();
    expect(publicationGap(englishOnly, FIELDS, false)).toEqual({ language: 'zh-CN', field: 'title' });
    expect(publicationGap(texts({ title: 'A' }, { title: '标题', content: '内容' }), FIELDS, false)).toEqual({
      language: 'en-US',
      field: 'content',
    });
  });

  it('lets a text marked single-language go out with one complete language', () => {
    expect(publicationGap(englishOnly, FIELDS, true)).toBeNull();
    expect(publicationGap(texts({}, { title: '标题', content: '内容' }), FIELDS, true)).toBeNull();
  });

  it('still asks a single-language text for one complete language, naming the fuller one', () => {
    expect(publicationGap(texts({}, {}), FIELDS, true)).toEqual({ language: 'en-US', field: 'title' });
    expect(publicationGap(texts({}, { title: '标题' }), FIELDS, true)).toEqual({
      language: 'zh-CN',
      field: 'content',
    });
  });
});

describe('publicationGaps', () => {
  it('names every empty field that stops a text, the fuller language first when one would do', () => {
    expect(publicationGaps(texts({}, {}), FIELDS, false)).toEqual([
      { language: 'en-US', field: 'title' },
      { language: 'en-US', field: 'content' },
      { language: 'zh-CN', field: 'title' },
      { language: 'zh-CN', field: 'content' },
    ]);
    expect(publicationGaps(texts({}, { title: '标题' }), FIELDS, true)).toEqual([
      { language: 'zh-CN', field: 'content' },
      { language: 'en-US', field: 'title' },
      { language: 'en-US', field: 'content' },
    ]);
    expect(publicationGaps(englishOnly, FIELDS, true)).toEqual([]);
  });
});

describe('hasChineseCharacters', () => {
  it('tells Chinese text from English', () => {
    expect(hasChineseCharacters('GPU 云 维护通知')).toBe(true);
    expect(hasChineseCharacters('Scheduled maintenance, RTX 4090')).toBe(false);
    expect(hasChineseCharacters('')).toBe(false);
  });
});
