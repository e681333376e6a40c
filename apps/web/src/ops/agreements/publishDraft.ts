import type { Agreement } from '@gpucloud/contracts';

/** The texts a publication sends, as the publish form holds them. */
export interface AgreementTexts {
  title: string;
  title_en: string;
  content: string;
  content_en: string;
}

export const AGREEMENT_TEXT_FIELDS = ['title', 'title_en', 'content', 'content_en'] as const;

/** The same texts by language, for the editor's two columns. */
export const AGREEMENT_TEXTS = {
  'en-US': { title: 'title_en', content: 'content_en' },
  'zh-CN': { title: 'title', content: 'content' },
} as const;

/** The form starts from the version in force: most publications change a few lines of it. */
export function draftFrom(current: Agreement | undefined): AgreementTexts {
  return {
    title: current?.title ?? '',
    title_en: current?.title_en ?? '',
    content: current?.content ?? '',
    content_en: current?.content_en ?? '',
  };
}

/**
 * The texts that differ from the version in force, compared as the server stores them (trimmed):
 * an empty list means the new version would read exactly like the current one.
 */
export function changedTexts(
  texts: AgreementTexts,
  current: Agreement | undefined,
): (typeof AGREEMENT_TEXT_FIELDS)[number][] {
  const before = draftFrom(current);
  return AGREEMENT_TEXT_FIELDS.filter((field) => texts[field].trim() !== before[field].trim());
}
