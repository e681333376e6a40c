import { DEMO_STATE, expect, PHONE_VIEWPORT, SUB_STATE, test } from './fixtures';
import { shot } from './support/screenshots';

// Full-page pictures of the account pages for a person to look at (`npm run screenshots`).

const VIEWPORTS = [
  ['1440', { width: 1440, height: 900 }],
  ['375', PHONE_VIEWPORT],
] as const;

for (const [width, viewport] of VIEWPORTS) {
  test(`account info and sub-account instances at ${width} px`, async ({ browser }) => {
    for (const [who, state] of [
      ['main', DEMO_STATE],
      ['sub', SUB_STATE],
    ] as const) {
      const context = await browser.newContext({ storageState: state, viewport });
      const page = await context.newPage();
      await page.goto('/console/accountInfo');
      await expect(page.getByRole('main').getByRole('region', { name: 'Profile' })).toBeVisible();
      if (who === 'main') {
        await expect(page.getByRole('main').getByText('demo-sub').first()).toBeVisible();
      }
      await expect(page.getByRole('main').getByRole('group').first()).toBeVisible();
      await shot(page, `account-info-${who}-${width}`, { fullPage: true });
      await page.goto('/console/subAccountInstance');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        'Sub-account instances',
      );
      await expect(page.getByRole('main').locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
      await shot(page, `sub-account-instances-${who}-${width}`, { fullPage: true });
      await context.close();
    }
  });
}
