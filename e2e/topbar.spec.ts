import { DEMO_STATE, expect, SUB_STATE, storedToken, test } from './fixtures';
import { TopBar } from './pages/TopBar';
import { DEMO_USER } from './support/accounts';
import { loginByApi } from './support/api';
import { openAs } from './support/session';

const DARK_BAR = 'rgb(15, 23, 41)';
const LIGHT_BAR = 'rgb(255, 255, 255)';

const BAR_TABS = [
  'Store',
  'Console',
  'Docs (opens in a new tab)',
  'AI models',
  'Software',
  'Score store',
  'Open API (opens in a new tab)',
  'Hardware market (opens in a new tab)',
];

test.describe('logged out', () => {
  test('the banner is dark on the store, light elsewhere and absent on login pages', async ({
    page,
    topBar,
  }) => {
    await page.goto('/store');
    await expect(topBar.header).toHaveCSS('background-color', DARK_BAR);
    await page.goto('/AIModels');
    await expect(topBar.header).toHaveCSS('background-color', LIGHT_BAR);
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('lists the tabs; external ones open in a new tab', async ({ page, topBar }) => {
    await page.goto('/store');
    const tabs = topBar.nav.getByRole('link');
    await expect(tabs).toHaveCount(BAR_TABS.length);
    for (const [index, name] of BAR_TABS.entries()) {
      await expect(tabs.nth(index)).toHaveAccessibleName(name);
    }
    for (const name of ['Docs', 'Open API', 'Hardware market']) {
      const tab = topBar.tab(new RegExp(`^${name}`));
      await expect(tab).toHaveAttribute('target', '_blank');
      await expect(tab).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(tab).toHaveAttribute('href', /^https?:\/\//);
    }
    await expect(topBar.tab('Store')).toHaveAttribute('aria-current', 'page');
    await topBar.tab('Score store').click();
    await expect(page).toHaveURL(/\/scoreStore$/);
    await expect(topBar.tab('Score store')).toHaveAttribute('aria-current', 'page');
  });

  test('offers "Log in / Register" instead of the account controls', async ({ page, topBar }) => {
    await page.goto('/store');
    await expect(topBar.messagesButton).toHaveCount(0);
    await expect(topBar.notificationsButton).toHaveCount(0);
    await expect(topBar.workOrdersLink).toHaveCount(0);
    await expect(topBar.menuButton).toBeHidden();
    await topBar.loginButton().click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('main account', () => {
  test.use({ storageState: DEMO_STATE });

  test('shows the bells, the work-order link, balance chips and the account menu', async ({
    page,
    topBar,
  }) => {
    await page.goto('/store');
    await expect(topBar.header).toHaveCSS('background-color', DARK_BAR);
    await expect(topBar.messagesButton).toBeVisible();
    await expect(topBar.notificationsButton).toBeVisible();
    await expect(topBar.workOrdersLink).toHaveAttribute('href', '/console/createWorkOrder/selectQuestion');
    await expect(topBar.dotOf(topBar.workOrdersLink)).toHaveCount(0);
    await expect(topBar.tab('Score store')).toBeVisible();
    await expect(topBar.loginButton()).toHaveCount(0);

    await expect(topBar.balanceChips()).toHaveText([/^Balance ¥[\d,]+\.\d{2}$/, /^Vouchers ¥[\d,]+\.\d{2}$/]);
    await topBar.balanceChips().first().click();
    await expect(page).toHaveURL(/\/console\/recharge$/);
    await expect(topBar.header).toHaveCSS('background-color', LIGHT_BAR);
  });

  test('the account menu: name, main label, verification badge, phone and four tiles', async ({
    page,
    topBar,
    consoleFrame,
  }) => {
    await page.goto('/store');
    await expect(topBar.accountButton()).toHaveAccessibleName('Account Demo User');
    const menu = await topBar.openAccountMenu();
    await expect(menu).toContainText('Demo User');
    await expect(menu).toContainText('Main account');
    await expect(menu).toContainText('138****0001');
    await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', 'Coupons', 'Account info', 'Orders']);

    await menu.getByRole('link', { name: 'Not verified' }).click();
    await expect(page).toHaveURL(/\/console\/verification\/selectVerification$/);
    await consoleFrame.expectPage('Real-name verification', 'Real-name verification');

    const again = await topBar.openAccountMenu();
    await again.getByRole('link', { name: 'Orders' }).click();
    await consoleFrame.expectPage('Orders', 'Orders');
  });

  test('the work-order link points at my work orders and shows a dot when a reply is unread', async ({
    page,
    topBar,
  }) => {
    await page.route('**/third-party/api/v1/work-order/unread-flag', (route) =>
      route.fulfill({ json: { status: 0, reason: '', data: { unread: true } } }),
    );
    await page.goto('/store');
    await expect(topBar.workOrdersLink).toHaveAttribute('href', '/console/createWorkOrder/myWorkOrder');
    await expect(topBar.dotOf(topBar.workOrdersLink)).toBeVisible();
    await expect(topBar.workOrdersLink).toHaveAccessibleDescription('Unread replies');
    await topBar.workOrdersLink.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('My work orders');
  });

  test('no message bell for an account without a phone', async ({ page, topBar }) => {
    await page.route('**/api/get_user_info', async (route) => {
      const response = await route.fetch();
      const envelope = await response.json();
      await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, Phone: '' } } });
    });
    await page.goto('/store');
    await expect(topBar.notificationsButton).toBeVisible();
    await expect(topBar.messagesButton).toHaveCount(0);
  });
});

test.describe('sub-account', () => {
  test.use({ storageState: SUB_STATE });

  test('no score store tab, its own spending chip, no orders tile and no verification badge', async ({
    page,
    topBar,
  }) => {
    await page.goto('/AIModels');
    await expect(topBar.accountButton()).toHaveAccessibleName('Account demo-sub');
    await expect(topBar.nav.getByRole('link')).toHaveText([
      'Store',
      'Console',
      /^Docs/,
      'AI models',
      'Software',
      /^Open API/,
      /^Hardware market/,
    ]);
    await expect(topBar.messagesButton).toBeVisible();
    await expect(topBar.workOrdersLink).toBeVisible();

    const menu = await topBar.openAccountMenu();
    await expect(menu).toContainText('demo-sub');
    await expect(menu).toContainText('Sub-account');
    await expect(menu).toContainText('138****0001');
    await expect(menu.getByRole('listitem')).toHaveText(['Dashboard', 'Coupons', 'Account info']);
    await expect(menu.getByRole('link', { name: /verified|verification/i })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Account info' }).click();
    await expect(page).toHaveURL(/\/console\/accountInfo$/);

    await expect(topBar.balanceChips()).toHaveText([/^Available ¥[\d,]+\.\d{2}$/]);
    await page.goto('/console/dashboard');
    await topBar.balanceChips().click();
    await expect(page).toHaveURL(/\/console\/accountInfo$/);
  });
});

test.describe('logging out', () => {
  test('on a public page it revokes the session and reloads the page logged out', async ({
    browser,
    request,
    baseURL,
  }) => {
    const session = await loginByApi(request, DEMO_USER);
    const { context, page } = await openAs(browser, baseURL, session);
    await page.goto('/AIModels');
    const menu = await new TopBar(page).openAccountMenu();
    await menu.getByRole('button', { name: 'Log out' }).click();

    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in / Register' })).toBeVisible();
    await expect(page).toHaveURL(/\/AIModels$/);
    expect(await storedToken(page)).toBeNull();
    const check = await request.post('/api/get_user_info', { form: { session: session.token } });
    expect((await check.json()).status).toBe(2);
    await context.close();
  });
});
