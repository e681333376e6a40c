/** One entry of an article's table of contents: a heading and the anchor id it is given. */
export interface TocEntry {
  id: string;
  level: number;
  text: string;
}

/** Prefix of every heading anchor, so no heading can take the id of a part of the page around it. */
const PREFIX = 'doc-';

/**
 * An anchor id for a heading's text: lower case, letters (any script, so Chinese stays readable)
 * and digits joined by hyphens; `section` when nothing of the text is left.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${PREFIX}${slug || 'section'}`;
}

/**
 * The table of contents of an article's headings, in document order: each gets a unique id (a
 * repeated text gets -2, -3, ...), and empty headings are left out.
 */
export function buildToc(headings: readonly { level: number; text: string }[]): TocEntry[] {
  const used = new Map<string, number>();
  const entries: TocEntry[] = [];
  for (const heading of headings) {
    const text = heading.text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const base = slugify(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    let id = seen === 0 ? base : `${base}-${seen + 1}`;
    while (entries.some((entry) => entry.id === id)) id = `${id}-1`;
    entries.push({ id, level: heading.level, text });
  }
  return entries;
}

/** The levels a table of contents indents from: its shallowest heading is at 0. */
export function tocDepth(entries: readonly TocEntry[], entry: TocEntry): number {
  const top = Math.min(...entries.map((e) => e.level));
  return entry.level - top;
}
