/** Chinese text for a Chinese page, English otherwise. */
export function inLanguage(language: string, zh: string, en: string): string {
  return language.startsWith('zh') ? zh : en;
}
