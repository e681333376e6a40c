import type { Agreement } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { changedTexts, draftFrom } from './publishDraft';

function buildAgreement(overrides: Partial<Agreement> = {}): Agreement {
  return {
    key: 'work_order',
    version: 1,
    title: '工单服务协议',
    title_en: 'Work Order Service Agreement',
    content: '## 1. 服务范围',
    content_en: '## 1. What support covers',
    published_at: '2025-01-05T08:00:00.000Z',
    ...overrides,
  };
}

describe('draftFrom', () => {
  it('starts from the texts of the version in force', () => {
    expect(draftFrom(buildAgreement())).toEqual({
      title: '工单服务协议',
      title_en: 'Work Order Service Agreement',
      content: '## 1. 服务范围',
      content_en: '## 1. What support covers',
    });
  });

  it('starts empty when there is no version yet', () => {
    expect(draftFrom(undefined)).toEqual({ title: '', title_en: '', content: '', content_en: '' });
  });
});

describe('changedTexts', () => {
  it('names nothing when the texts are the current ones', () => {
    const current = buildAgreement();
    expect(changedTexts(draftFrom(current), current)).toEqual([]);
  });

  it('ignores the spaces and line breaks around a text, which the server trims', () => {
    const current = buildAgreement();
    expect(
      changedTexts({ ...draftFrom(current), content_en: '\n## 1. What support covers  \n' }, current),
    ).toEqual([]);
  });

  it('names each text that reads differently, in form order', () => {
    const current = buildAgreement();
    const texts = {
      ...draftFrom(current),
      content_en: '## 1. What support covers\n\nNew line.',
      title: '工单协议',
    };
    expect(changedTexts(texts, current)).toEqual(['title', 'content_en']);
  });

  it('names every text against no version at all', () => {
    expect(changedTexts(draftFrom(buildAgreement()), undefined)).toEqual([
      'title',
      'title_en',
      'content',
      'content_en',
    ]);
  });
});
