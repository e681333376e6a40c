import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';

describe('detectLanguage', () => {
  it('prefers the remembered choice', () => {
    expect(detectLanguage('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(detectLanguage('en-US', ['zh-CN'])).toBe('en-US');
  });

  it("falls back to the browser's first language, Chinese in any region", () => {
    expect(detectLanguage(null, ['zh-TW', 'en'])).toBe('zh-CN');
    expect(detectLanguage(null, ['fr-FR', 'zh-CN'])).toBe('en-US');
    expect(detectLanguage(null, [])).toBe('en-US');
  });
});
