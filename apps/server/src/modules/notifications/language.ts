import { DEFAULT_LANGUAGE, ErrorCode, isLanguage, LANGUAGES, type Language } from '@gpucloud/contracts';
import { AppError } from '../../core/errors';
import { languageFromHeader } from '../../core/http/reader-language';

/** A language a request names: one of LANGUAGES, else 100022 naming the field. */
export function parseLanguage(value: string): Language {
  if (isLanguage(value)) return value;
  throw new AppError(
    ErrorCode.ILLEGAL_PARAMETER,
    `illegal request parameter: language: must be ${LANGUAGES.join(' or ')}`,
  );
}

/**
 * The language a request came with, for texts to someone without an account yet: its `language`
 * field, else its Accept-Language header, else the default.
 */
export function requestLanguage(field: string | undefined, acceptLanguage: string | undefined): Language {
  if (field !== undefined) return parseLanguage(field);
  return languageFromHeader(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
