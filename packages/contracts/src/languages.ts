// No zod here: the web's first chunk reads these, and a schema built at module level would bring zod
// along (language.ts holds the schemas).

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
