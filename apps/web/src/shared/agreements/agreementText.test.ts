import { describe, expect, it } from 'vitest';
import { agreementIn } from './agreementText';

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

describe('agreementPicked', () => {
  it('says the language of each text, the other one where the reader’s is empty', async () => {
    const { agreementPicked } = await import('./agreementText');
    const agreement = { title: '协议', title_en: '', content: '', content_en: 'Body' };
    expect(agreementPicked(agreement, 'en-US')).toEqual({
      title: { text: '协议', language: 'zh-CN' },
      content: { text: 'Body', language: 'en-US' },
    });
  });
});
