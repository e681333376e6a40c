import { z } from 'zod';
import { envelopeSchema } from './envelope';
import { sessionField } from './fields';
import { LANGUAGES } from './languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';

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
