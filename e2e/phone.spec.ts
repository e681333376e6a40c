import { DEMO_STATE, expect, PHONE_VIEWPORT, SUB_STATE, test } from './fixtures';

/** SPEC §2: the small-screen drawer's list, in order. */
const DRAWER_ENTRIES = [
  'Market',
  'Console',
  'Datasets',
  /^Docs/,
  'AI models',
  'Software',
  'Score store',
  /^Open API/,
];

test.use({ viewport: PHONE_VIEWPORT });

test.describe('logged out', () => {
  test('the tabs move into a drawer, which lists the SPEC entries and the language switch', async ({
    page,
    topBar,
  }) => {
    await page.goto('/store');
    await expect(topBar.header).toBeVisible();
    await expect(topBar.nav).toBeHidden();
    await expect(topBar.languages()).toBeHidden();
    await expect(topBar.loginButton()).toBeVisible();

    const drawer = await topBar.openDrawer();
    await expect(drawer.getByRole('link')).toHaveText(DRAWER_ENTRIES);
    await expect(drawer.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('radiogroup', { name: 'Language' }),
    ).toBeVisible();

    await drawer.getByRole('link', { name: 'Datasets' }).click();
    await expect(page).toHaveURL(/\/dataset$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Datasets');
  });

  test('the login button fits the bar and opens /login', async ({ page, topBar }) => {
    await page.goto('/AIModels');
    await topBar.loginButton().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
});

test.describe('main account', () => {
  test.use({ storageState: DEMO_STATE });

  test('keeps the bells and the account menu on the bar, without the balance chips', async ({
    page,
    topBar,
  }) => {
    await page.goto('/store');
    await expect(topBar.messagesButton).toBeVisible();
    await expect(topBar.notificationsButton).toBeVisible();
    await expect(topBar.workOrdersLink).toBeVisible();
    await expect(topBar.accountButton()).toBeVisible();
    await expect(topBar.balanceChips().first()).toBeHidden();

    const panel = await topBar.openNotifications();
    const box = await panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
  });

  test('the console menu folds away behind a toggle and closes after a choice', async ({
    page,
    consoleFrame,
  }) => {
    await page.goto('/console/dashboard');
    await expect(consoleFrame.heading()).toHaveText('Dashboard');
    await expect(consoleFrame.menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Console menu' });
    await toggle.click();
    await expect(consoleFrame.menu).toBeVisible();
    await consoleFrame.menu.getByRole('link', { name: 'Coupons' }).click();
    await expect(consoleFrame.heading()).toHaveText('Coupons');
    await expect(consoleFrame.menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await consoleFrame.expectPage('Coupons', 'Coupons');
  });
});

test.describe('main account on the top-up page', () => {
  test.use({ storageState: DEMO_STATE });

  test('the low-balance alert form fits the screen: nothing runs past its edge', async ({ page }) => {
    await page.goto('/console/recharge');
    const field = page.getByRole('textbox', { name: 'Alert me when the funds fall below' });
    await expect(field).toBeVisible();
    const form = page.locator('form').filter({ has: field });
    for (const part of [form, field, form.getByRole('button', { name: 'Save alert' })]) {
      const box = await part.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE_VIEWPORT.width,
    );
  });
});

test.describe('sub-account', () => {
  test.use({ storageState: SUB_STATE });

  test('the drawer has no score store', async ({ page, topBar }) => {
    await page.goto('/console/dashboard');
    await expect(topBar.accountButton()).toBeVisible();
    const drawer = await topBar.openDrawer();
    await expect(drawer.getByRole('link')).toHaveText(
      DRAWER_ENTRIES.filter((entry) => entry !== 'Score store'),
    );
  });
});
