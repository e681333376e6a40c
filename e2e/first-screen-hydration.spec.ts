import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';
import { holdScript } from './support/holdScript';
import { useSession } from './support/session';

/**
 * The app hydrates the server's first screen instead of replacing it (issue 43, point 5): the
 * painted elements are the live page's, their painted styles become their own, and nothing is
 * logged while it happens.
 */
async function expectHydrated(page: Page, path: string, heading: RegExp): Promise<void> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdScript(page, 'afterPaint');
  await page.goto(path, { waitUntil: 'commit' });
  const root = page.locator('#root');
  await expect(root).toHaveAttribute('inert', '');
  const paintedHeading = await root.getByRole('heading', { level: 1, name: heading }).elementHandle();
  expect(await page.locator('[data-first-screen-style]').count()).toBeGreaterThan(0);

  release();
  await expect(root).not.toHaveAttribute('inert');
  await expect(root).toHaveAttribute('data-first-screen', 'hydrated');
  // The very element painted by the server is the live page's heading.
  expect(await paintedHeading?.evaluate((element) => element.isConnected)).toBe(true);
  // The painted style attributes became the elements' own; the first screen's rules are gone.
  await expect(page.locator('[data-first-screen-style]')).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).some((style) =>
        style.textContent?.includes('first-screen-style'),
      ),
    ),
  ).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(errors).toEqual([]);
}

test.describe('the painted first screen is hydrated', () => {
  test('the store for a first-time visitor, and its data shows after', async ({ page }) => {
    await expectHydrated(page, '/store', /GPU compute store/);
    await expect(page.getByRole('main').getByRole('link', { name: /Rent/ }).first()).toBeVisible();
  });

  test('the login page, whose form still logs in', async ({ page }) => {
    await expectHydrated(page, '/login', /Log in to GPU Cloud/);
    await page.getByRole('textbox', { name: 'Phone' }).fill(DEMO_USER.phone);
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue(DEMO_USER.phone);
  });

  test('the dashboard painted with the account data', async ({ page }) => {
    await page.goto('/favicon.svg');
    await useSession(page, await loginByApi(page.request, DEMO_USER));
    await expectHydrated(page, '/console/dashboard', /Dashboard/);
    await expect(page.getByRole('region', { name: 'Membership' })).toContainText(
      /Ordinary|Bronze|Silver|Gold/,
    );
  });
});
