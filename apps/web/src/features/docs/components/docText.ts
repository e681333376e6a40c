/** A text of a bilingual doc in the reader's language, the other language when that one is empty. */
export function inLanguage(zh: string, en: string, language: string): string {
  return language.startsWith('zh') ? zh || en : en || zh;
}

export const docTitle = (doc: { TitleZh: string; TitleEn: string }, language: string) =>
  inLanguage(doc.TitleZh, doc.TitleEn, language);

export const categoryName = (category: { NameZh: string; NameEn: string }, language: string) =>
  inLanguage(category.NameZh, category.NameEn, language);

/** The snippet split around each occurrence of the query, for highlighting without any HTML. */
export function highlightParts(text: string, query: string): { text: string; hit: boolean }[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text, hit: false }];
  const parts: { text: string; hit: boolean }[] = [];
  const lower = text.toLowerCase();
  let at = 0;
  for (let found = lower.indexOf(needle); found >= 0; found = lower.indexOf(needle, at)) {
    if (found > at) parts.push({ text: text.slice(at, found), hit: false });
    parts.push({ text: text.slice(found, found + needle.length), hit: true });
    at = found + needle.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}
