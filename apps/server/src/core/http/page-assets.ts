import { readFile, stat } from 'node:fs/promises';
import {
  AFTER_PAINT_META,
  type FirstScreen,
  type FirstScreenAudience,
  isLanguage,
  isLoggedInArea,
  LANGUAGE_COOKIE,
  type Language,
  type PageAssets,
  type PageAssetsManifest,
  SESSION_HINT_COOKIE,
} from '@gpucloud/contracts';

/**
 * The web build's page manifest (`page-assets.json`, see packages/contracts/src/page-assets.ts),
 * read again whenever the file changes, so a rebuilt SPA is served without a restart. Null when the
 * build has none (an older build, or the Vite dev server's) or is writing it.
 */
export function pageAssetsReader(file: string): () => Promise<PageAssetsManifest | null> {
  let cached: { mtimeMs: number; manifest: PageAssetsManifest } | null = null;
  return async () => {
    const stats = await stat(file).catch(() => null);
    if (!stats) return null;
    if (cached?.mtimeMs !== stats.mtimeMs) {
      try {
        cached = {
          mtimeMs: stats.mtimeMs,
          manifest: JSON.parse(await readFile(file, 'utf8')) as PageAssetsManifest,
        };
      } catch {
        // Half written by a build going on now: the page goes out plain until the file is whole.
        return null;
      }
    }
    return cached.manifest;
  };
}

/** How well a route pattern fits a path: null when it does not; more literal segments fit better. */
function fit(pattern: string, segments: readonly string[]): number | null {
  const parts = pattern.split('/').filter(Boolean);
  let literal = 0;
  for (const [index, part] of parts.entries()) {
    if (part === '*') return literal;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== segment.toLowerCase()) return null;
    literal += 1;
  }
  return parts.length === segments.length ? literal + 0.5 : null;
}

/** The client route a path lands on, as the router ranks them: literal segments before parameters, before a splat. */
export function pageOf(manifest: PageAssetsManifest, pathname: string): PageAssets | null {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  let best: { page: PageAssets; fit: number } | null = null;
  for (const page of manifest.pages) {
    const score = fit(page.pattern, segments);
    if (score !== null && (!best || score > best.fit)) best = { page, fit: score };
  }
  return best?.page ?? null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A cookie's value from a request's Cookie header (decoded), or null. */
export function cookieOf(header: string | undefined, name: string): string | null {
  const value = header
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([key]) => key === name)?.[1];
  return value === undefined ? null : safeDecode(value);
}

type VisitorHeaders = { cookie?: string; 'accept-language'?: string };

/**
 * The language the app will pick for this visitor, as the web does: the remembered choice (sent
 * as a cookie), else the browser's first language, Chinese for any `zh`, English otherwise.
 */
export function visitorLanguage(headers: VisitorHeaders): Language {
  const remembered = cookieOf(headers.cookie, LANGUAGE_COOKIE);
  if (remembered && isLanguage(remembered)) return remembered;
  const first = headers['accept-language']?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('zh') ? 'zh-CN' : 'en-US';
}

/**
 * Whom the app will show this page to, as far as the server can tell: a browser that holds a
 * session says so in SESSION_HINT_COOKIE, which the web sets and clears with the session.
 */
export function visitorAudience(headers: VisitorHeaders): FirstScreenAudience {
  return cookieOf(headers.cookie, SESSION_HINT_COOKIE) === '1' ? 'signedIn' : 'signedOut';
}

/** The visitor a first screen is painted for. */
export interface Visitor {
  language: Language;
  audience: FirstScreenAudience;
}

export function visitorOf(headers: VisitorHeaders): Visitor {
  return { language: visitorLanguage(headers), audience: visitorAudience(headers) };
}

/** Text or an attribute value made safe inside HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A page's stylesheets, to come with the first paint. */
export function pageStyles(page: Pick<PageAssets, 'styles'>): string {
  return page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
}

/** Head tags asking for a page's chunks at once (the app would ask only once its entry has run). */
export function pageScriptPreloads(scripts: readonly string[]): string {
  return scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`).join('');
}

/**
 * For an answer with a first screen: the app's scripts taken out of index.html (its entry and the
 * chunks it preloads) and named, with the page's chunks, for the after-paint script that loads
 * them once the first screen is painted (see AFTER_PAINT_META).
 */
export function deferAppScripts(
  html: string,
  pageScripts: readonly string[],
  afterPaint: string,
): { html: string; head: string } {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const meta = (name: string, values: readonly string[]) =>
    `<meta name="${name}" content="${escapeHtml(values.join(' '))}">`;
  return {
    html: rest,
    head: [
      meta(AFTER_PAINT_META.entry, entries),
      meta(AFTER_PAINT_META.preloads, [...preloads, ...pageScripts]),
      `<script type="module" crossorigin src="${escapeHtml(afterPaint)}"></script>`,
    ].join(''),
  };
}

/**
 * The first screen for this answer, when the page has one for this visitor: a signed-in visitor
 * gets a page's signed-in screen where it has one (the store's top bar waiting for the account),
 * else the one everybody gets (the login page).
 */
export function firstScreenFor(page: PageAssets, search: string, visitor: Visitor): FirstScreen | null {
  // A query can change what the first screen shows (a tab, a filter): those start blank.
  if (search !== '') return null;
  const screens =
    visitor.audience === 'signedIn'
      ? (page.firstScreen?.signedIn ?? page.firstScreen?.signedOut)
      : page.firstScreen?.signedOut;
  return screens?.[visitor.language] ?? null;
}

/** Where the app's guard sends a visitor without a session who opens the logged-in area (SPEC §2). */
const LOGIN_PATTERN = '/login';

/** What an answer for a page is made of: the page whose assets it asks for, and its first screen. */
export interface PageAnswer {
  page: PageAssets;
  firstScreen: FirstScreen | null;
}

/**
 * The page an answer is made of for this visitor. A browser without a session that opens the
 * logged-in area is sent to /login by the app's guard as soon as it runs (with the page to come
 * back to, so the URL stays the console page's here): it gets the login page's chunks and first
 * screen, whatever the console page's query, never a console frame it may not see. Null when the
 * build lists no such page.
 */
export function pageAnswer(
  manifest: PageAssetsManifest,
  pathname: string,
  search: string,
  visitor: Visitor,
): PageAnswer | null {
  if (visitor.audience === 'signedOut' && isLoggedInArea(pathname)) {
    const login = manifest.pages.find((page) => page.pattern === LOGIN_PATTERN);
    return login ? { page: login, firstScreen: firstScreenFor(login, '', visitor) } : null;
  }
  const page = pageOf(manifest, pathname);
  return page ? { page, firstScreen: firstScreenFor(page, search, visitor) } : null;
}

/** A first screen's head: the rules that stand for its style attributes, and its fonts preloaded. */
export function firstScreenHead(screen: FirstScreen, nonce: string): string {
  return [
    ...(screen.css ? [`<style nonce="${nonce}">${screen.css.replace(/</g, '')}</style>`] : []),
    ...screen.fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
}
