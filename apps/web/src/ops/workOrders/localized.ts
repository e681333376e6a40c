/** The Chinese or the English name of a catalogue entry, by the page's language. */
export function localized(language: string, zh: string, en: string): string {
  return language.startsWith('zh') ? zh || en : en || zh;
}
