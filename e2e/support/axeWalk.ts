import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { englishOnPage } from './englishText';
import type { WALKED_LANGUAGES } from './everyPage';

export type WalkedLanguage = (typeof WALKED_LANGUAGES)[number];

/** Something a page opens over itself (a form dialog, a confirm, a drawer), named for the report. */
export interface Overlay {
  name: string;
  /** Opens it and waits until it shows; the walk runs axe with it open, then closes it with Escape. */
  open: (page: Page, language: WalkedLanguage) => Promise<void>;
}

/** The dialog (or drawer) a button of the page's main region opens; the button named in each language. */
export function dialogOf(button: Record<WalkedLanguage, string | RegExp>): Overlay {
  return {
    name: `the dialog of "${String(button['en-US'])}"`,
    open: async (page, language) => {
      const name = button[language];
      await page
        .getByRole('main')
        .getByRole('button', { name, exact: typeof name === 'string' })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    },
  };
}

/** How the walk opens one page of the route table. */
export interface Visit {
  /**
   * The URL; or where a real one is listed (the first link on `listedOn` whose path matches `href`);
   * or one made for the walk through the API (a work order, a verification).
   */
  url: string | { listedOn: string; href: RegExp } | ((request: APIRequestContext) => Promise<string>);
  /** The page has settled (beyond the generic wait: a heading, nothing busy). */
  ready?: (page: Page) => Promise<void>;
  overlays?: Overlay[];
}

/** A heading is shown and nothing on the page is loading: no aria-busy, spinner or skeleton. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}

/** The app opens in `language`: its stored choice (read before the first paint) and the browser's. */
export async function chooseLanguage(page: Page, language: WalkedLanguage): Promise<void> {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
}

/** The URL a visit opens (a listed link found on its page, or one made through the API). */
export async function urlOf(page: Page, url: Visit['url']): Promise<string> {
  if (typeof url === 'string') return url;
  if (typeof url === 'function') return url(page.request);
  await page.goto(url.listedOn);
  await settled(page);
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const found = hrefs.find((href) => url.href.test(href));
  expect(found, `a link matching ${url.href} on ${url.listedOn}`).toBeDefined();
  return found ?? '';
}

/**
 * What a page must pass: axe's WCAG 2.0/2.1 A and AA rules, and on a customer's page in Chinese, no
 * English written by staff or composed by the system (englishText.ts). The operator console shows
 * what customers wrote as they wrote it, so its pages are held to axe only. axe looks only within
 * `scope` where one is given (what the page adds to what was checked before it).
 */
async function check(
  page: Page,
  language: WalkedLanguage,
  label: string,
  readers: Readers,
  scope?: string,
): Promise<void> {
  expect.soft(await axeViolations(page, scope), label).toEqual([]);
  if (language === 'zh-CN' && readers === 'customers')
    expect.soft(await englishOnPage(page), `English on ${label}`).toEqual([]);
}

const MAIN = 'main';
const DIALOG = '[role="dialog"]';

/**
 * The visible text of the page outside its main region (the header, the menu with its open
 * submenus, the footer), or null for a page without one. Most of axe's time goes to the colour
 * contrast of every text: a frame showing the same texts as one checked on an earlier page of the
 * walk differs from it at most by which menu item is selected, a style checked there already, so
 * only the page's main region is checked again.
 */
function frameText(page: Page): Promise<string | null> {
  return page.evaluate((mainSelector) => {
    const main = document.querySelector(mainSelector);
    if (!main) return null;
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || main.contains(element) || !element.checkVisibility()) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    return texts.join('\n');
  }, MAIN);
}

/** Whose pages the walk opens: the public site and the console, or the operator console. */
export type Readers = 'customers' | 'staff';

/**
 * Opens each page in `language`, waits for it to settle and checks it (axe; English on a Chinese
 * customer's page): the whole page, or its main region where its frame was checked on an earlier
 * page (frameText); then opens each of its overlays in turn and checks the overlay. Every finding of
 * every page is reported (soft assertions), so one run lists all that is left.
 */
export async function walk(
  page: Page,
  language: WalkedLanguage,
  visits: readonly (readonly [string, Visit])[],
  readers: Readers = 'customers',
): Promise<void> {
  const checkedFrames = new Set<string>();
  for (const [route, visit] of visits) {
    const url = await urlOf(page, visit.url);
    await page.goto(url);
    await expect(page.locator('html'), url).toHaveAttribute('lang', language);
    await settled(page);
    await visit.ready?.(page);
    const frame = await frameText(page);
    const scope = frame !== null && checkedFrames.has(frame) ? MAIN : undefined;
    if (frame !== null) checkedFrames.add(frame);
    await check(page, language, `${route} (${url}, ${language})`, readers, scope);
    for (const overlay of visit.overlays ?? []) {
      await overlay.open(page, language);
      await check(page, language, `${route} with ${overlay.name} open (${language})`, readers, DIALOG);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
}

/** The visits in groups of `size`: one test each, so that workers share a long walk. */
export function inGroups<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}
