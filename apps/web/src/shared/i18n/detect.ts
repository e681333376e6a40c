import { LANGUAGE_COOKIE } from '@gpucloud/contracts';

export const LANGUAGES = [
  { code: 'en-US', label: 'English' },
  { code: 'zh-CN', label: '中文' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Where the chosen language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export function toLanguageCode(detected: string | undefined): LanguageCode {
  return detected?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en-US';
}

/**
 * The remembered choice, else the browser's first language. A few lines instead of the detector
 * plugin keep 4 KB out of the store's first load.
 */
export function detectLanguage(
  saved: string | null = readSavedLanguage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): LanguageCode {
  return toLanguageCode(saved ?? preferred[0]);
}

export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembered in storage, and in a cookie so the server paints a first screen in it (server: page-assets.ts). */
export function saveLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this visit only
  }
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the console supports
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  }
}
