import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';

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

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { 'en-US': { translation: enUS }, 'zh-CN': { translation: zhCN } },
    supportedLngs: LANGUAGES.map((language) => language.code),
    fallbackLng: 'en-US',
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: toLanguageCode,
    },
  });

function syncDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
}
syncDocumentLanguage(i18n.resolvedLanguage ?? 'en-US');
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
