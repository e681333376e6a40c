const BEFORE = 40;
const LENGTH = 160;

/** Markdown (with raw HTML) as the plain text a reader sees, on one line. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * About 160 characters of a body around the first place it contains `query` (case-insensitive),
 * with … where text was cut; the start of the body when the query is not in it.
 */
export function snippetAround(markdown: string, query: string): string {
  const text = plainText(markdown);
  const hit = text.toLowerCase().indexOf(query.toLowerCase());
  const start = hit <= BEFORE ? 0 : hit - BEFORE;
  const end = Math.min(text.length, start + LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
}

/** The bodies in the order a snippet is looked for: the reader's language first, then the other. */
export function snippetFor(
  article: { bodyZh: string; bodyEn: string },
  query: string,
  language: 'zh-CN' | 'en-US' | undefined,
): string {
  const bodies = language === 'en-US' ? [article.bodyEn, article.bodyZh] : [article.bodyZh, article.bodyEn];
  const lowered = query.toLowerCase();
  const containing = bodies.find((body) => plainText(body).toLowerCase().includes(lowered));
  return snippetAround(containing ?? bodies.find((body) => body.trim()) ?? '', query);
}

/** A LIKE pattern matching `query` anywhere, its %, _ and \ taken literally (the default escape is \). */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, '\\$&')}%`;
}
