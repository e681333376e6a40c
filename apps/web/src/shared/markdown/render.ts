import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from './sanitize';

/**
 * SPEC §5 for notices and docs: raw HTML allowed (then sanitized), line breaks become `<br>`, no
 * linkify. markdown-it's own link check already refuses javascript:, vbscript:, file: and data:
 * (but gif/png/jpeg/webp images) in markdown links; the sanitizer applies the same rule to raw HTML
 * and adds the new-tab attributes, so every link ends up treated once, in one place.
 */
const markdown = new MarkdownIt({ html: true, breaks: true, linkify: false, typographer: false });

/** Markdown (with raw HTML) to HTML that is safe to put into the page. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source));
}
