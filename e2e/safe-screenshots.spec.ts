import type { Page } from '@playwright/test';
import { DEMO_STATE, expect, PHONE_VIEWPORT, SUB_STATE, test } from './fixtures';
import { SafePage } from './pages/SafePage';
import { shot } from './support/screenshots';

/** Pictures of /console/safe and the WeChat login panel at 1440 and 375 px, for a person to look at (read-only). */
const shoot = (page: Page, name: string) => shot(page, name, { fullPage: true });

for (const [size, viewport] of [
  ['1440', { width: 1440, height: 900 }],
  ['375', PHONE_VIEWPORT],
] as const) {
  test.describe(`at ${size} px`, () => {
    test.use({ viewport });

    test.describe('main account', () => {
      test.use({ storageState: DEMO_STATE });

      test('security page and its dialogs', async ({ page }) => {
        const safe = new SafePage(page);
        await safe.goto();
        await expect(safe.section('Notification settings').getByRole('switch')).toHaveCount(27);
        await expect(safe.wechatList()).toBeVisible();
        await shoot(page, `safe-${size}`);

        await safe.section('Login password').getByRole('button', { name: 'Change password' }).click();
        await expect(safe.dialog('Change login password')).toBeVisible();
        await shoot(page, `safe-password-${size}`);
        await safe.dialog('Change login password').getByRole('button', { name: 'Cancel' }).click();

        await safe.openBindDialog();
        await shoot(page, `safe-bind-wechat-${size}`);
      });

      test('security page in Chinese', async ({ page }) => {
        // The language switch sits in the top bar on wide screens only; one picture is enough.
        test.skip(size === '375', 'the phone bar has no language switch');
        const safe = new SafePage(page);
        await safe.goto();
        await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
        await expect(safe.main.getByRole('heading', { level: 1 })).toHaveText('安全设置');
        await shoot(page, `safe-zh-${size}`);
      });
    });

    test.describe('sub-account', () => {
      test.use({ storageState: SUB_STATE });

      test('security page', async ({ page }) => {
        await new SafePage(page).goto();
        await shoot(page, `safe-sub-${size}`);
      });
    });

    test('login page with the WeChat panel', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log in with WeChat' })).toBeVisible();
      await shoot(page, `login-with-wechat-button-${size}`);
      await page.getByRole('button', { name: 'Log in with WeChat' }).click();
      await expect(page.getByRole('img', { name: 'WeChat QR code' })).toBeVisible();
      await shoot(page, `login-wechat-${size}`);
    });
  });
}
