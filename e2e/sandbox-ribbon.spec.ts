import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';

/**
 * A production server running sandbox providers on purpose (ALLOW_SANDBOX=1) writes
 * `<meta name="sandbox" content="1">` into every page (apps/server/src/core/http/spa.ts; proven by
 * core/sandbox-policy.test.ts). The e2e server is no production one, so the meta is added here, on
 * the way to the browser, and the page's own CSP header and nonce pass through untouched.
 */
async function asSandboxDeployment(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace('<head>', '<head><meta name="sandbox" content="1">');
    const { 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  });
}

// The ribbon is the note that speaks of the sandbox (the foot of a page has a note on time zones).
const ribbon = (page: Page) => page.getByRole('note').filter({ hasText: /Sandbox|沙箱/ });

test('a sandbox deployment says so on every page, in English and in 中文', async ({ page, topBar }) => {
  await asSandboxDeployment(page);
  await page.goto('/store');
  await expect(ribbon(page)).toHaveText('Sandbox: payments and WeChat are simulated, no real money moves');
  await page.goto('/login');
  await expect(ribbon(page)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(ribbon(page)).toBeVisible();

  await page.goto('/store');
  await topBar.chooseLanguage('中文');
  await expect(ribbon(page)).toHaveText('沙箱环境：支付与微信均为模拟，不涉及真实资金');
});

test.describe('in the console', () => {
  test.use({ storageState: DEMO_STATE });

  test('the ribbon stays, and lets clicks through', async ({ page }) => {
    await asSandboxDeployment(page);
    await page.goto('/console/dashboard');
    await expect(ribbon(page)).toBeVisible();
    await expect(ribbon(page)).toHaveCSS('pointer-events', 'none');
  });
});

test('a deployment on real providers shows no ribbon', async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(ribbon(page)).toHaveCount(0);
});
