import { describe, expect, it } from 'vitest';
import { categoryName, docTitle, highlightParts } from './docText';

describe('docTitle and categoryName', () => {
  it('pick the reader’s language and fall back to the other, saying which, when empty', () => {
    const doc = (TitleZh: string, TitleEn: string) => ({ TitleZh, TitleEn });
    expect(docTitle(doc('中文', 'English'), 'zh-CN')).toEqual({ text: '中文', language: 'zh-CN' });
    expect(docTitle(doc('中文', 'English'), 'en-US')).toEqual({ text: 'English', language: 'en-US' });
    expect(docTitle(doc('', 'English'), 'zh-CN')).toEqual({ text: 'English', language: 'en-US' });
    expect(categoryName({ NameZh: '中文', NameEn: '' }, 'en-US')).toEqual({
      text: '中文',
      language: 'zh-CN',
    });
  });
});

describe('highlightParts', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(highlightParts('SSH and ssh', 'ssh')).toEqual([
      { text: 'SSH', hit: true },
      { text: ' and ', hit: false },
      { text: 'ssh', hit: true },
    ]);
    expect(highlightParts('plain', '')).toEqual([{ text: 'plain', hit: false }]);
  });
});
