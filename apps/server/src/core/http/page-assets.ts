import { readFile, stat } from 'node:fs/promises';
import {
  type FirstScreen,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  type PageAssets,
  type PageAssetsManifest,
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

/**
 * The language the app will pick for this visitor, as the web does: the remembered choice (sent
 * as a cookie), else the browser's first language, Chinese for any `zh`, English otherwise.
 */
export function visitorLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  const remembered = headers.cookie
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (remembered && isLanguage(decodeURIComponent(remembered)))
    return decodeURIComponent(remembered) as Language;
  const first = headers['accept-language']?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('zh') ? 'zh-CN' : 'en-US';
}

/** Text or an attribute value made safe inside HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Head tags asking for a page's chunks and stylesheets at once (the page would ask after the entry
 * ran); behind the stylesheets, at low priority, when the page's first screen is in the HTML.
 */
export function pagePreloads(page: PageAssets, behindFirstScreen: boolean): string {
  const priority = behindFirstScreen ? ' fetchpriority="low"' : '';
  return [
    ...page.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
    ...page.scripts.map(
      (href) => `<link rel="modulepreload"${priority} crossorigin href="${escapeHtml(href)}">`,
    ),
  ].join('');
}

/** The first screen for this answer, when the page has one and the visitor is a first-time one here. */
export function firstScreenFor(page: PageAssets, search: string, language: Language): FirstScreen | null {
  // A query can change what the first screen shows (a tab, a filter): those start blank.
  if (search !== '') return null;
  return page.firstScreen?.[language] ?? null;
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
