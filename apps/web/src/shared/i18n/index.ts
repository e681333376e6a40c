import type { Locale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';

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
 * The remembered choice, else the browser's first language. Ten lines instead of the detector
 * plugin keep 4 KB out of the store's first load.
 */
export function detectLanguage(
  saved: string | null = readSavedLanguage(),
  preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): LanguageCode {
  return toLanguageCode(saved ?? preferred[0]);
}

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function saveLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this visit only
  }
}

// English is bundled (it is also the fallback); Chinese texts and antd's Chinese locale load on
// demand, so an English first visit does not carry them.
void i18n.use(initReactI18next).init({
  lng: 'en-US',
  resources: { 'en-US': { translation: enUS } },
  supportedLngs: LANGUAGES.map((language) => language.code),
  fallbackLng: 'en-US',
  load: 'currentOnly',
  interpolation: { escapeValue: false },
});

let antdZhCN: Locale | undefined;

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (code !== 'zh-CN' || antdZhCN) return;
  const [{ zhCN }, antd] = await Promise.all([import('./locales/zh-CN'), import('antd/locale/zh_CN')]);
  i18n.addResourceBundle('zh-CN', 'translation', zhCN);
  antdZhCN = antd.default;
}

/** Switches the UI language once its texts are there; the choice is remembered. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
}

/** antd's locale for a language; undefined is antd's built-in English. */
export function antdLocaleFor(language: string): Locale | undefined {
  return toLanguageCode(language) === 'zh-CN' ? antdZhCN : undefined;
}

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
i18n.on('languageChanged', (language) => {
  syncDocumentLanguage(language);
  saveLanguage(language);
});

/** Resolves when the detected language is ready to render. */
export const i18nReady: Promise<void> = setLanguage(detectLanguage()).catch(() => {
  // The Chinese chunk failed to load: the page still works, in English.
  syncDocumentLanguage(i18n.resolvedLanguage ?? 'en-US');
});

export { i18n };
