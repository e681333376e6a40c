import { describe, expect, it } from 'vitest';
import { pickText } from './pickText';

describe('picking the language of a text written in two fields', () => {
  it("gives the reader's own language where it is written", () => {
    expect(pickText('zh-CN', '数据集', 'Dataset')).toEqual({ text: '数据集', language: 'zh-CN' });
    expect(pickText('en-US', '数据集', 'Dataset')).toEqual({ text: 'Dataset', language: 'en-US' });
    expect(pickText('zh', '数据集', 'Dataset')).toEqual({ text: '数据集', language: 'zh-CN' });
  });

  it('gives the other language, and says so, where the reader’s is empty or blank', () => {
    expect(pickText('en-US', '只有中文', '')).toEqual({ text: '只有中文', language: 'zh-CN' });
    expect(pickText('zh-CN', '  ', 'Only English')).toEqual({ text: 'Only English', language: 'en-US' });
  });

  it("stays in the reader's language where neither is written", () => {
    expect(pickText('en-US', '', ' ')).toEqual({ text: ' ', language: 'en-US' });
    expect(pickText('zh-CN', '', '')).toEqual({ text: '', language: 'zh-CN' });
  });
});
