import type { CannedReply, Language } from '@gpucloud/contracts';
import { type Bilingual, missingLanguages } from '@gpucloud/domain';
import { localized } from './localized';

/** A canned reply's words as the dialog holds them. */
export interface CannedValues {
  title_en: string;
  title_zh: string;
  content_en: string;
  content_zh: string;
}
export type CannedField = keyof CannedValues;

export const cannedField = (field: 'title' | 'content', language: Language): CannedField =>
  `${field}_${language === 'zh-CN' ? 'zh' : 'en'}`;

const textsOf = (values: CannedValues): Bilingual<'title' | 'content'> => ({
  'en-US': { title: values.title_en, content: values.content_en },
  'zh-CN': { title: values.title_zh, content: values.content_zh },
});

/** The title in the page's language, else the other. */
export const cannedTitle = (reply: CannedValues, language: string) =>
  localized(language, reply.title_zh, reply.title_en);

/** The text in the page's language, else the other. */
export const cannedContent = (reply: CannedValues, language: string) =>
  localized(language, reply.content_zh, reply.content_en);

export const cannedMissing = (values: CannedValues): Language[] =>
  missingLanguages(textsOf(values), ['title', 'content']);

/** The languages a reply can be inserted in: those it has a title and text in. */
export function cannedLanguages(reply: CannedReply): Language[] {
  const missing = cannedMissing(reply);
  return (['en-US', 'zh-CN'] as const).filter((language) => !missing.includes(language));
}
