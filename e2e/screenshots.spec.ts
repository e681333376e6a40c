import path from 'node:path';
import { DEMO_STATE, expect, test } from './fixtures';

/** Full-page pictures of the main screens for a person to look at; kept out of git. */
const SHOTS = path.resolve(import.meta.dirname, '../test-results/screenshots');

test('login, store and dashboard screenshots', async ({ browser }) => {
  const guest = await browser.newPage();
  await guest.goto('/login');
  await expect(guest.getByRole('tab', { name: 'Log in' })).toBeVisible();
  await guest.screenshot({ path: path.join(SHOTS, 'login.png'), fullPage: true, animations: 'disabled' });
  await guest.getByRole('tab', { name: 'Register' }).click();
  await guest.screenshot({
    path: path.join(SHOTS, 'login-register.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await guest.goto('/store');
  await expect(guest.getByRole('rowheader', { name: /RTX 4090/ }).first()).toBeVisible();
  await expect(guest.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await guest.screenshot({ path: path.join(SHOTS, 'store.png'), fullPage: true, animations: 'disabled' });
  await guest.close();

  const context = await browser.newContext({
    storageState: DEMO_STATE,
    viewport: { width: 1440, height: 900 },
  });
  const member = await context.newPage();
  await member.goto('/console/dashboard');
  await expect(member.getByRole('group', { name: 'Balance' })).toBeVisible();
  await member.screenshot({
    path: path.join(SHOTS, 'dashboard.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await member.goto('/store');
  await expect(member.getByRole('rowheader', { name: /RTX 4090/ }).first()).toBeVisible();
  await member.screenshot({
    path: path.join(SHOTS, 'store-logged-in.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await member.goto('/nothing-here');
  await member.screenshot({
    path: path.join(SHOTS, 'not-found.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await member.goto('/store');
  await member.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('GPU 算力市场');
  await expect(member.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  await member.screenshot({ path: path.join(SHOTS, 'store-zh.png'), fullPage: true, animations: 'disabled' });
  await member.goto('/console/dashboard');
  await expect(member.getByRole('group', { name: '余额' })).toBeVisible();
  await member.screenshot({
    path: path.join(SHOTS, 'dashboard-zh.png'),
    fullPage: true,
    animations: 'disabled',
  });
  await context.close();
});
