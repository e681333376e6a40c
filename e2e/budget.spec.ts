import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/** ARCHITECTURE.md budget: the store's first load carries at most 250 KB of gzipped JavaScript. */
const STORE_JS_BUDGET_BYTES = 250 * 1024;

test('the store loads within its JavaScript budget and without console or login code', async ({
  page,
  storePage,
}) => {
  const scripts: { url: string; gzipped: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), gzipped: response.body().then((body) => gzipSync(body).length) });
  });

  await storePage.goto();
  await expect(storePage.offerRows.first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(scripts.map((script) => script.gzipped));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  expect(total, `${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
    STORE_JS_BUDGET_BYTES,
  );
  expect(
    scripts.map((script) => script.url).filter((url) => /Console|Dashboard|LoginPage/.test(url)),
  ).toEqual([]);
});
