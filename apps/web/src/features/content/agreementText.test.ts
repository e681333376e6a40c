import { describe, expect, it } from 'vitest';
import { agreementIn, publishedDay } from './agreementText';

const agreement = {
  title: '工单服务协议',
  title_en: 'Work Order Service Agreement',
  content: '## 1. 服务范围',
  content_en: '## 1. What support covers',
};

describe('agreementIn', () => {
  it('gives the Chinese text to a Chinese reader and the English text to everyone else', () => {
    expect(agreementIn(agreement, 'zh-CN')).toEqual({ title: '工单服务协议', content: '## 1. 服务范围' });
    expect(agreementIn(agreement, 'en-US')).toEqual({
      title: 'Work Order Service Agreement',
      content: '## 1. What support covers',
    });
    expect(agreementIn(agreement, 'fr').title).toBe('Work Order Service Agreement');
  });

  it('falls back to the other language rather than showing nothing', () => {
    expect(agreementIn({ ...agreement, title: '', content: '' }, 'zh-CN')).toEqual({
      title: 'Work Order Service Agreement',
      content: '## 1. What support covers',
    });
    expect(agreementIn({ ...agreement, title_en: '', content_en: '' }, 'en-US').title).toBe('工单服务协议');
  });
});

describe('publishedDay', () => {
  it('writes the China day (UTC+8) as YYYY-MM-DD', () => {
    expect(publishedDay('2025-01-05T15:30:00Z')).toBe('2025-01-05');
    // 16:30 UTC is already the next morning in China.
    expect(publishedDay('2025-01-05T16:30:00Z')).toBe('2025-01-06');
  });

  it('answers an empty string for a time it cannot read', () => {
    expect(publishedDay('not a date')).toBe('');
  });
});
