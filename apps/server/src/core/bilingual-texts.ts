import { ErrorCode, type Language } from '@gpucloud/contracts';
import { type Bilingual, type BilingualGap, readableLanguage } from '@gpucloud/domain';
import { AppError } from './errors';

/** How a language ends the name of a request field: `title_en`, `content_zh`. */
const FIELD_SUFFIX: Record<Language, string> = { 'en-US': 'en', 'zh-CN': 'zh' };
const LANGUAGE_NAME: Record<Language, string> = { 'en-US': 'English', 'zh-CN': 'Chinese' };

/** The request field a gap names: `title` in zh-CN is `title_zh`. */
export function bilingualParam(field: string, language: Language): string {
  return `${field}_${FIELD_SUFFIX[language]}`;
}

/**
 * A staff text refused for an empty language (100021): the reason names the field, the language,
 * and what would let it through (`unless`, e.g. "unless single_language is set").
 */
export function missingLanguageError(gap: BilingualGap<string>, unless: string): AppError {
  const param = bilingualParam(gap.field, gap.language);
  return new AppError(
    ErrorCode.ILLEGAL_BODY,
    `illegal request body: ${param}: is required in ${LANGUAGE_NAME[gap.language]} ${unless}`,
  );
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
