import type { Language } from '@gpucloud/contracts';
import { toLanguageCode } from './detect';

/** A text staff wrote in both languages, as picked for one reader, with the language it is in. */
export interface PickedText {
  text: string;
  language: Language;
}

const written = (text: string) => text.trim().length > 0;

/**
 * The reader's language of a text kept as a Chinese and an English field, or the other language
 * where the reader's is empty (so a page never shows a blank title), saying which one it is in.
 * A text written in neither stays in the reader's language.
 */
export function pickText(language: string, zh: string, en: string): PickedText {
  const reader = toLanguageCode(language);
  const own = reader === 'zh-CN' ? zh : en;
  if (written(own)) return { text: own, language: reader };
  const otherLanguage: Language = reader === 'zh-CN' ? 'en-US' : 'zh-CN';
  const other = reader === 'zh-CN' ? en : zh;
  return written(other) ? { text: other, language: otherLanguage } : { text: own, language: reader };
}

/**
 * The language a text kept in one field is written in, as far as its letters tell (a coupon's name,
 * a licence): Chinese when it has a CJK ideograph, else English.
 */
export function languageOfText(text: string): Language {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(text) ? 'zh-CN' : 'en-US';
}
