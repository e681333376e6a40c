import type { Language } from '@gpucloud/contracts';
import { type Bilingual, readableLanguage } from '@gpucloud/domain';

/** How a language ends the name of a request field: `title_en`, `content_zh`. */
const FIELD_SUFFIX: Record<Language, string> = { 'en-US': 'en', 'zh-CN': 'zh' };

/** The request field a gap names: `title` in zh-CN is `title_zh`. */
export function bilingualParam(field: string, language: Language): string {
  return `${field}_${FIELD_SUFFIX[language]}`;
}

/** A text's fields in the reader's language, or the other where the reader's is not written. */
export function inReaderLanguage<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly NoInfer<Field>[],
  reader: Language,
): { language: Language; text: Record<Field, string> } {
  const language = readableLanguage(texts, required, reader);
  return { language, text: texts[language] };
}
