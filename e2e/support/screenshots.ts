import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { type Session, storageStateFor } from './session';

/**
 * Pictures for a person to look at, not checks: they are taken only when asked (`npm run
 * screenshots` sets E2E_SCREENSHOTS=1), so the everyday run spends no time on them.
 */
export const SCREENSHOTS_ASKED = process.env.E2E_SCREENSHOTS === '1';

/** Beside the run's other results (E2E_OUTPUT_DIR keeps a side run apart); kept out of git. */
export const SHOTS = process.env.E2E_OUTPUT_DIR
  ? path.join(process.env.E2E_OUTPUT_DIR, 'screenshots')
  : path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Saves `<name>.png` of the page (the whole page with `fullPage`) when pictures are asked for. */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS_ASKED) return;
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
  });
}

const DESKTOP = { width: 1440, height: 900 };

/**
 * A page of its own browser context in `language` (the app's stored choice and the browser's
 * locale), on a desktop screen unless told otherwise, logged in as `session` if given.
 */
export async function openInLanguage(
  browser: Browser,
  baseURL: string,
  language: string,
  { session, viewport = DESKTOP }: { session?: Session; viewport?: { width: number; height: number } } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: language,
    viewport,
    ...(session ? { storageState: storageStateFor(baseURL, session) } : {}),
  });
  // Not on the new page's about:blank, which has no storage (reading it there throws).
  await context.addInitScript((lang) => {
    if (location.protocol !== 'about:') localStorage.setItem('lang', lang);
  }, language);
  return context.newPage();
}

/** The whole page from its top, when pictures are asked for. */
export async function fullShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name, { fullPage: true });
}
