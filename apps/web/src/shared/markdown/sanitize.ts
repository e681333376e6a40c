import { decodeHTMLAttribute } from 'entities/decode';
import { FilterXSS, type IWhiteList } from 'xss';

/**
 * Why js-xss and an allow-list (SPEC §5 "sanitized by a whitelist filter"): it works on strings, so
 * the same sanitizer runs in the browser and in node unit tests without a DOM, and everything not
 * listed here — tags, attributes, URL schemes — is dropped rather than hunted for. Every attribute
 * value is decoded, checked, and written back escaped by `attributeFor`, so what the browser parses
 * is exactly the value that was checked.
 */
const ALLOWED: IWhiteList = {
  a: ['href', 'title'],
  abbr: ['title'],
  b: [],
  blockquote: [],
  br: [],
  caption: [],
  code: ['class'],
  dd: [],
  del: [],
  details: [],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ins: [],
  kbd: [],
  li: [],
  mark: [],
  ol: ['start'],
  p: [],
  pre: [],
  s: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['style', 'colspan', 'rowspan'],
  tfoot: [],
  th: ['style', 'colspan', 'rowspan'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/**
 * Tags dropped together with everything inside them; other unlisted tags lose only their markup.
 * js-xss's own stripIgnoreTagBody leaves "[removed]" behind when a tag is never closed, so the
 * filter below counts these itself.
 */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'applet',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'select',
]);

/** Link and image schemes that may appear; relative, `//host` and `#fragment` targets have none. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** SPEC §5: the one exception to "no data: targets", and only as an image source. */
const DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/;
const NUMBER = /^\d{1,4}$/;
/** markdown-it writes table alignment as `style="text-align:…"`; it is kept as `data-align`, no CSS gets through. */
const TEXT_ALIGN = /^text-align:\s*(left|right|center);?$/i;
const CODE_LANGUAGE = /^language-[\w+-]{1,40}$/;

/**
 * The URL the browser would act on, or null when it must not get one. The value is entity-decoded
 * first; then control characters and spaces, which browsers skip inside a scheme (`jav&#x09;ascript:`),
 * are removed before the scheme is compared. A colon before the first `/`, `?` or `#` marks a scheme:
 * unknown schemes are refused, so anything left half-decoded is refused too.
 */
export function safeUrl(raw: string, { allowDataImage }: { allowDataImage: boolean }): string | null {
  const decoded = decodeHTMLAttribute(raw).trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const compact = decoded.replace(/[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g, '');
  const lower = compact.toLowerCase();
  const schemeEnd = lower.search(/[:/?#]/);
  if (schemeEnd === -1 || lower[schemeEnd] !== ':') return decoded;
  const scheme = lower.slice(0, schemeEnd);
  if (ALLOWED_SCHEMES.has(scheme)) return decoded;
  if (allowDataImage && DATA_IMAGE.test(lower)) return compact;
  return null;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** SPEC §5: links not starting with `#` open in a new tab, without access to this window. */
const NEW_TAB = ' target="_blank" rel="noopener noreferrer"';

/** The attribute as written to the page, or '' to drop it. Only listed attributes get here. */
function attributeFor(tag: string, name: string, raw: string): string {
  const written = (value: string) => `${name}="${escapeAttribute(value)}"`;
  if (name === 'href' || name === 'src') {
    const url = safeUrl(raw, { allowDataImage: tag === 'img' && name === 'src' });
    if (url === null) return '';
    return tag === 'a' && !url.startsWith('#') ? written(url) + NEW_TAB : written(url);
  }
  const value = decodeHTMLAttribute(raw).trim();
  switch (name) {
    case 'style': {
      // The page's CSP admits no inline style attribute: the alignment becomes a data attribute
      // that Markdown.module.css aligns by.
      const align = TEXT_ALIGN.exec(value)?.[1];
      return align ? `data-align="${align.toLowerCase()}"` : '';
    }
    case 'class':
      return CODE_LANGUAGE.test(value) ? written(value) : '';
    case 'width':
    case 'height':
    case 'start':
    case 'colspan':
    case 'rowspan':
      return NUMBER.test(value) ? written(value) : '';
    default:
      return written(value);
  }
}

/** Text between tags: the same escaping as js-xss's default, or nothing inside a dropped element. */
function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** HTML reduced to the allow-list above; safe to put into the page as it is. */
export function sanitizeHtml(html: string): string {
  // Depth inside DROPPED_WITH_CONTENT elements; js-xss reports tags and text in document order.
  let dropping = 0;
  const filter = new FilterXSS({
    whiteList: ALLOWED,
    stripIgnoreTag: true,
    allowCommentTag: false,
    onTag: (tag, tagHtml, { isClosing }) => {
      if (DROPPED_WITH_CONTENT.has(tag)) {
        if (isClosing) dropping = Math.max(0, dropping - 1);
        else if (!tagHtml.endsWith('/>')) dropping += 1;
        return '';
      }
      return dropping > 0 ? '' : undefined;
    },
    escapeHtml: (text) => (dropping > 0 ? '' : escapeText(text)),
    // Returning a string (even '') replaces js-xss's own value handling, so every kept attribute
    // goes through attributeFor; attributes of unlisted names are dropped.
    onTagAttr: (tag, name, value, isAllowed) => (isAllowed ? attributeFor(tag, name, value) : ''),
  });
  return filter.process(html);
}
