import { type PickedText, pickText } from '../../../shared/i18n/pickText';

/** A doc's title in the reader's language, the other language (said so) when that one is empty. */
export const docTitle = (doc: { TitleZh: string; TitleEn: string }, language: string): PickedText =>
  pickText(language, doc.TitleZh, doc.TitleEn);

export const categoryName = (category: { NameZh: string; NameEn: string }, language: string): PickedText =>
  pickText(language, category.NameZh, category.NameEn);

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
