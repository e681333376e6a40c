/**
 * Texts staff write (notices, banners, canned replies, docs...) exist in each language the product
 * speaks. A reader gets their own language, or the other one where theirs was not written, and is
 * told which language the text is in; publishing asks for both unless staff marked the text as
 * written in one language only.
 */
export const TEXT_LANGUAGES = ['en-US', 'zh-CN'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** The fields of one text, in each language: `{ 'en-US': { title, content }, 'zh-CN': {...} }`. */
export type Bilingual<Field extends string> = Record<TextLanguage, Record<Field, string>>;

/** Where a text is not ready to publish: the first empty field and the language it is missing in. */
export interface BilingualGap<Field extends string> {
  language: TextLanguage;
  field: Field;
}

const otherLanguage = (language: TextLanguage): TextLanguage => (language === 'en-US' ? 'zh-CN' : 'en-US');

const written = (value: string) => value.trim().length > 0;

function emptyFields<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly Field[],
  language: TextLanguage,
): Field[] {
  return required.filter((field) => !written(texts[language][field]));
}

/** Whether every required field of the language is written. */
export function isWrittenIn<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly Field[],
  language: TextLanguage,
): boolean {
  return emptyFields(texts, required, language).length === 0;
}

/**
 * The language a reader is given: their own where it is written, else the other one where that is
 * written; a text written in neither (a draft) stays in the reader's language.
 */
export function readableLanguage<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly Field[],
  reader: TextLanguage,
): TextLanguage {
  if (isWrittenIn(texts, required, reader)) return reader;
  const other = otherLanguage(reader);
  // A text partly written in the reader's language still reads better than one not written at all.
  if (isWrittenIn(texts, required, other)) return other;
  return emptyFields(texts, required, other).length < emptyFields(texts, required, reader).length
    ? other
    : reader;
}

/** The languages a text is not (completely) written in, for the editors' "missing" notes. */
export function missingLanguages<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly Field[],
): TextLanguage[] {
  return TEXT_LANGUAGES.filter((language) => !isWrittenIn(texts, required, language));
}

/**
 * What stops a text from being published, every empty field that does: each required field in
 * both languages, or, where staff marked it single-language, in one of them (where neither is
 * complete, the fields of both, the language with more written first). Empty when it may go out.
 */
export function publicationGaps<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly Field[],
  singleLanguage: boolean,
): BilingualGap<Field>[] {
  const gaps = TEXT_LANGUAGES.map((language) => ({
    language,
    empty: emptyFields(texts, required, language),
  }));
  if (singleLanguage && gaps.some((gap) => gap.empty.length === 0)) return [];
  const ordered = singleLanguage ? [...gaps].sort((a, b) => a.empty.length - b.empty.length) : gaps;
  return ordered.flatMap(({ language, empty }) => empty.map((field) => ({ language, field })));
}

/** The first of `publicationGaps`, or null: what a form points at first. */
export function publicationGap<Field extends string>(
  texts: Bilingual<Field>,
  required: readonly Field[],
  singleLanguage: boolean,
): BilingualGap<Field> | null {
  return publicationGaps(texts, required, singleLanguage)[0] ?? null;
}

/** Whether a text contains Chinese characters (CJK ideographs), to tell which language it is in. */
export function hasChineseCharacters(text: string): boolean {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(text);
}
