import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, test } from './fixtures';
import { shot } from './support/screenshots';

// Full-page pictures of the main screens for a person to look at (`npm run screenshots`).

/** The store's tables (the offers, the bare-metal configurations), every one loaded before a picture. */
async function tablesLoaded(page: Page): Promise<void> {
  for (const table of await page.getByRole('table').all())
    await expect(table).toHaveAttribute('aria-busy', 'false');
}

test('login, store and dashboard screenshots', async ({ browser }) => {
  const guest = await browser.newPage();
  await guest.goto('/login');
  await expect(guest.getByRole('tab', { name: 'Log in' })).toBeVisible();
  await shot(guest, 'login', { fullPage: true });
  await guest.getByRole('tab', { name: 'Register' }).click();
  await shot(guest, 'login-register', { fullPage: true });
  await guest.goto('/store');
  await expect(guest.getByRole('rowheader', { name: /RTX 4090/ }).first()).toBeVisible();
  // The offers and the bare-metal configurations: both loaded before the picture.
  for (const table of await guest.getByRole('table').all())
    await expect(table).toHaveAttribute('aria-busy', 'false');
  await shot(guest, 'store', { fullPage: true });
  await guest.close();

  const context = await browser.newContext({
    storageState: DEMO_STATE,
    viewport: { width: 1440, height: 900 },
  });
  const member = await context.newPage();
  await member.goto('/console/dashboard');
  await expect(member.getByRole('group', { name: 'Balance' })).toBeVisible();
  await shot(member, 'dashboard', { fullPage: true });
  await member.goto('/store');
  await expect(member.getByRole('rowheader', { name: /RTX 4090/ }).first()).toBeVisible();
  await shot(member, 'store-logged-in', { fullPage: true });
  await member.goto('/nothing-here');
  await shot(member, 'not-found', { fullPage: true });

  await member.goto('/store');
  await member.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('GPU 算力市场');
  await tablesLoaded(member);
  await shot(member, 'store-zh', { fullPage: true });
  await member.goto('/console/dashboard');
  await expect(member.getByRole('group', { name: '余额' })).toBeVisible();
  await shot(member, 'dashboard-zh', { fullPage: true });
  await context.close();
});
