import path from 'node:path';
import type { Page } from '@playwright/test';

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
