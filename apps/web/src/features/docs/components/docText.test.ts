import { describe, expect, it } from 'vitest';
import { highlightParts, inLanguage } from './docText';

describe('inLanguage', () => {
  it('picks the reader’s language and falls back to the other when empty', () => {
    expect(inLanguage('中文', 'English', 'zh-CN')).toBe('中文');
    expect(inLanguage('中文', 'English', 'en-US')).toBe('English');
    expect(inLanguage('', 'English', 'zh-CN')).toBe('English');
    expect(inLanguage('中文', '', 'en-US')).toBe('中文');
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
