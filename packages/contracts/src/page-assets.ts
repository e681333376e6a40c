import type { Language } from './language';

/**
 * What the web build tells the server about its pages (`apps/web/dist/page-assets.json`, written by
 * apps/web/scripts/prerender.ts, read by apps/server/src/core/http/page-assets.ts): for each client
 * route, the chunks and stylesheets it loads, so an answer for that page can ask for them at once
 * instead of after the app's entry has run; and for a few public pages, their first screen.
 */
export interface PageAssetsManifest {
  pages: PageAssets[];
  /**
   * The script that loads the app just after a first screen has painted (`/assets/afterPaint-….js`).
   * An answer with a first screen carries it in place of the app's own scripts, which it names in
   * the AFTER_PAINT_META tags: until that paint the stylesheets have the connection to themselves.
   */
  afterPaint?: string;
}

/** The meta tags (their `name`) listing what the after-paint script loads: the entry, and the chunks preloaded with it. */
export const AFTER_PAINT_META = { entry: 'after-paint-entry', preloads: 'after-paint-preloads' } as const;

export interface PageAssets {
  /** The route's path pattern as the client router has it: `/store`, `/notice/:id`, `/console/*`. */
  pattern: string;
  /** Absolute paths of the JavaScript chunks the page needs beyond the entry's (`/assets/…js`). */
  scripts: string[];
  /** Absolute paths of the stylesheets those chunks bring. */
  styles: string[];
  /**
   * The first screen shown before any data arrives, per audience and language: a public page as a
   * visitor without a session sees it (`signedOut`), and as one with a session does (`signedIn`,
   * its top bar waiting for the account); a console page only as a signed-in visitor sees it.
   */
  firstScreen?: Partial<Record<FirstScreenAudience, FirstScreens>>;
}

/** Whom a first screen is painted for: the server tells them apart by SESSION_HINT_COOKIE. */
export type FirstScreenAudience = 'signedOut' | 'signedIn';

/** One first screen per language. */
export type FirstScreens = Partial<Record<Language, FirstScreen>>;

export interface FirstScreen {
  /** Fonts its text is set in at once (preloaded, so the first paint is already in them). */
  fonts: string[];
  /** The document title the page sets. */
  title: string;
  /** The markup of `#root`, with no style attributes (a strict CSP refuses them). */
  html: string;
  /** Rules for the `data-first-screen-style` attributes that replaced the style attributes. */
  css: string;
}

/** The attribute a first screen's elements carry in place of a style attribute. */
export const FIRST_SCREEN_STYLE_ATTRIBUTE = 'data-first-screen-style';

/** The cookie the web keeps beside its remembered language, so a first screen is painted in it. */
export const LANGUAGE_COOKIE = 'lang';

/**
 * The cookie the web keeps beside a stored session (`signed_in=1`, set and cleared with it): no
 * secret, only that this browser holds a session, so the server paints the first screen the app
 * will show (a signed-in top bar, a console frame) instead of a signed-out one. The session itself
 * stays in local storage; the app's guard still decides who may see a page.
 */
export const SESSION_HINT_COOKIE = 'signed_in';

/** SPEC §2: any path containing "console" is the logged-in area (the web's guard, the server's first screen). */
export function isLoggedInArea(pathname: string): boolean {
  return pathname.includes('console');
}

/**
 * A console page painted per request with the account's data (apps/server/src/core/http/spa.ts):
 * the query answers it was painted from travel in `<script type="application/json" id="…">`, so the
 * app's first render starts from the same answers and shows what was painted.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** One query answer a painted page carries: react-query's key and the answer's data. */
export interface FirstScreenSeed {
  key: readonly unknown[];
  data: unknown;
}

/**
 * The HttpOnly cookie holding the session for page answers only (never read by the API): set and
 * cleared by the server beside the token it issues, so a console page can be painted with data.
 */
export const PAGE_SESSION_COOKIE = 'page_session';
