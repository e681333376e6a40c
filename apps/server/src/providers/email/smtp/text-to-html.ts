import type { Language } from '@gpucloud/contracts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * A web address in escaped text: ASCII only (a Chinese full stop or bracket after it is not part
 * of it), ending on a character an address ends with rather than on punctuation.
 */
const LINK = /https?:\/\/[\w\-.~:/?#[\]@!$&*+,;=%]*[\w\-~/#=;%]/g;

/**
 * The HTML alternative of a plain-text email: every character escaped, paragraphs at blank lines,
 * line breaks kept, and web addresses made links. Mail clients that show HTML show this; the text
 * stays the message.
 */
export function textToHtml(text: string, language: Language): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${escapeHtml(paragraph).replace(LINK, '<a href="$&">$&</a>').replace(/\n/g, '<br>')}</p>`,
    );
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body>${paragraphs.join('\n')}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
