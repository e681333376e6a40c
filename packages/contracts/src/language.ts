import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { sessionField } from './fields';

/** The languages the product speaks; every text a person reads exists in each. */
export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * An account's language until it chooses one: English, so that the texts of accounts made before
 * languages were remembered read as they always did. The web sends its own choice when it can.
 */
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A language named in a request: one of LANGUAGES, as the document's enum says. */
export const languageField = z
  .enum(LANGUAGES, { error: `must be ${LANGUAGES.join(' or ')}` })
  .describe(LANGUAGES.join(' or '));

export const setLanguageRequest = z.object({
  session: sessionField,
  language: languageField,
});
export const setLanguageResponse = envelopeSchema(
  z.object({ Language: z.enum(LANGUAGES).describe('the language now remembered for the caller') }),
);

export type SetLanguageRequest = z.infer<typeof setLanguageRequest>;

/**
 * The language a staff-written text is given in: the reader's (Accept-Language), or the other one
 * where the reader's was not written, so that a page can say "only in English".
 */
export const textLanguageField = z
  .enum(LANGUAGES)
  .describe(
    "the language of the text: the reader's (Accept-Language), else the other where it is not written",
  );
