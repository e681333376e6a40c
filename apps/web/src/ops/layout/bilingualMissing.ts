import type { Language } from '@gpucloud/contracts';
import { type Bilingual, missingLanguages } from '@gpucloud/domain';

/** Which form field holds each text of each language, e.g. `{ 'en-US': { title: 'title_en' }, ... }`. */
export type BilingualFieldNames<Field extends string, Key extends string> = Record<
  Language,
  Record<Field, Key>
>;

/**
 * The languages an editor's text is not (completely) written in, from the form's values, for the
 * notes of `BilingualColumns`. A field not filled in yet counts as empty.
 */
export function bilingualMissing<Field extends string, Key extends string>(
  values: Partial<Record<Key, unknown>> | undefined,
  names: BilingualFieldNames<Field, Key>,
): Language[] {
  const textOf = (key: Key) => {
    const value = values?.[key];
    return typeof value === 'string' ? value : '';
  };
  const inLanguage = (language: Language) =>
    Object.fromEntries(
      Object.entries<Key>(names[language]).map(([field, key]) => [field, textOf(key)]),
    ) as Record<Field, string>;
  const texts: Bilingual<Field> = { 'en-US': inLanguage('en-US'), 'zh-CN': inLanguage('zh-CN') };
  return missingLanguages(texts, Object.keys(names['en-US']) as Field[]);
}
