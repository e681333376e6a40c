import type { Locale } from 'antd/es/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGES, type LanguageCode, saveLanguage, toLanguageCode } from './detect';
import { enUS } from './locales/en-US';

export { detectLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type LanguageCode, toLanguageCode } from './detect';

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

/** The language the page is shown in now (what the server should write to this person in). */
export function currentLanguage(): LanguageCode {
  return toLanguageCode(i18n.resolvedLanguage);
}

/** antd's locale for a language; undefined is antd's built-in English. */
export function antdLocaleFor(language: string): Locale | undefined {
  return toLanguageCode(language) === 'zh-CN' ? antdZhCN : undefined;
}

/**
 * Writes `<html lang>` only when it changes: any write, even of the same value, makes the browser
 * recalculate every style and the layout of the page (the server writes the visitor's language into
 * a painted page, so starting the app usually changes nothing).
 */
function syncDocumentLanguage(language: string): void {
  if (typeof document === 'undefined' || document.documentElement.lang === language) return;
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
