import { appTookOver, DEMO_STATE, expect, test } from './fixtures';
import { CreateInstancePage } from './pages/CreateInstancePage';
import { InstancesPage, TRANSITION_TIMEOUT } from './pages/InstancesPage';
import { openOpsAs } from './pages/OpsConsole';
import { RechargePage, WalletChips } from './pages/WalletPages';
import { freshCustomerTest } from './support/freshCustomer';
import { chooseWithArrows, expectFocusRing, retype, tabTo, unnamedControls } from './support/keyboard';

/**
 * Issue 43, keyboard and screen readers: everything here is done with the keyboard alone (Tab,
 * Shift+Tab, Enter, Space, arrows, typing; never a click), checking at each step which element has
 * focus (by role and name) and that it shows the focus ring.
 */

const SKIP_LINK = { name: 'Skip to main content' } as const;

// Public pages and the login pages signed out; the console as the demo customer.
const SKIP_LINK_PAGES = [
  { path: '/store', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/console/dashboard', signedIn: true },
  { path: '/ops/login', signedIn: false },
] as const;

for (const { path, signedIn } of SKIP_LINK_PAGES) {
  test(`${path}: the first Tab reaches a visible skip link, which puts focus on the main content`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext(signedIn ? { baseURL, storageState: DEMO_STATE } : { baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await appTookOver(page);
    await expect(page.getByRole('main')).toBeVisible();

    const skip = page.getByRole('link', SKIP_LINK);
    // A login page may put focus in its first field (autofocus): the skip link is then one Shift+Tab
    // away from it, before the page's own controls. Otherwise it is the first Tab.
    const autofocused = await page.evaluate(() => document.activeElement !== document.body);
    if (autofocused) await tabTo(page, skip, { backwards: true, max: 5 });
    else await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectFocusRing(page);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // The next Tab goes on from the start of the main content, past the top bar and menus.
    await page.keyboard.press('Tab');
    expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
    await expectFocusRing(page);
    await context.close();
  });
}

freshCustomerTest.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

freshCustomerTest(
  'a new customer tops up 100.00 and rents an RTX 4090 for an hour with the keyboard alone',
  async ({ page, context }) => {
    // 1. Top up: amount, "Pay now", the QR dialog takes focus; its payment page opens from the link.
    const recharge = new RechargePage(page);
    const chips = new WalletChips(page);
    await recharge.goto();
    await chips.expectBalance(0);
    await tabTo(page, page.getByRole('link', SKIP_LINK), { max: 1 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await tabTo(page, recharge.amount);
    await retype(page, '100');
    await expect(recharge.amount).toHaveValue('100');
    await chooseWithArrows(
      page,
      recharge.payTypes,
      recharge.payTypes.getByRole('radio', { name: 'WeChat Pay' }),
    );
    await tabTo(page, recharge.payButton);
    await page.keyboard.press('Enter');

    await expect(recharge.dialog).toBeVisible();
    await expect
      .poll(() => recharge.dialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    const paymentLink = recharge.dialog.getByRole('link', { name: 'Open payment page' });
    await tabTo(page, paymentLink, { max: 10 });
    const [payer] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);

    // 2. The sandbox cashier (the payer's phone): Tab to "Confirm payment", Enter.
    await expect(payer.getByRole('heading', { name: 'Sandbox cashier' })).toBeVisible();
    await tabTo(payer, payer.getByRole('button', { name: 'Confirm payment' }), { max: 10, ring: false });
    await payer.keyboard.press('Enter');
    await expect(payer.getByRole('status')).toContainText('Payment confirmed');
    await payer.close();

    // 3. Paid: the toast is a status in the page's polite live region, the dialog closes, and focus is back
    //    on "Pay now", which opened it (it was disabled while the dialog was open).
    await expect(
      page.locator('[aria-live="polite"]').getByRole('status').filter({ hasText: 'Payment succeeded' }),
    ).toBeVisible();
    await expect(recharge.dialog).toBeHidden();
    await expect(recharge.payButton).toBeFocused();
    await expectFocusRing(page);
    await chips.expectBalance(100);

    // 4. From the store's filtered list to the order form of an RTX 4090 in Beijing A.
    await page.goto('/store?gpu_model=RTX+4090&region=bj-a&kind=kvm');
    await tabTo(page, page.getByRole('link', SKIP_LINK), { max: 1 });
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('link', { name: 'Rent RTX 4090 in Beijing A' }), { max: 120 });
    await page.keyboard.press('Enter');
    const order = new CreateInstancePage(page);
    await expect(order.heading).toHaveText('Rent RTX 4090');

    // 5. Hourly, 1 hour, by arrows and typing; "Rent now"; the confirmation takes focus.
    await chooseWithArrows(
      page,
      order.group('Billing'),
      order.group('Billing').getByRole('radio', { name: 'Hourly' }),
    );
    await tabTo(page, order.duration);
    await retype(page, '1');
    await page.keyboard.press('Tab');
    await expect(order.duration).toHaveValue('1');
    await tabTo(page, order.rentButton);
    await page.keyboard.press('Enter');
    await expect(order.confirmDialog).toBeVisible();
    await expect
      .poll(() => order.confirmDialog.evaluate((dialog) => dialog.contains(document.activeElement)))
      .toBe(true);
    const placeOrder = order.confirmDialog.getByRole('button', { name: 'Place order' });
    await tabTo(page, placeOrder, { max: 20 });
    await page.keyboard.press('Enter');

    // 6. The console: the form that opened the dialog is gone, so focus is on the main content.
    await expect(page).toHaveURL(/\/console\/dashboard$/);
    const instances = new InstancesPage(page);
    const card = instances.list.getByRole('article');
    await expect(card).toHaveCount(1);
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await instances.expectStatus(name, 'Running');
    await expect(page.getByRole('main')).toBeFocused();
    // Every button and link of the console's instance list has a name a screen reader can say.
    expect(await unnamedControls(page)).toEqual([]);
    const balance = await chips.balanceYuan();
    expect(balance).toBeLessThan(100);
    expect(balance).toBeGreaterThan(90);
  },
);

test.describe('every button and link has a name a screen reader can say', () => {
  test('store and order form as the demo customer (the instance list: in the keyboard journey)', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, storageState: DEMO_STATE });
    const page = await context.newPage();
    await page.goto('/store');
    await appTookOver(page);
    await expect(page.getByRole('link', { name: /^Rent / }).first()).toBeVisible();
    expect(await unnamedControls(page)).toEqual([]);

    await page.goto('/store?gpu_model=RTX+4090&region=bj-a&kind=kvm');
    await page.getByRole('link', { name: 'Rent RTX 4090 in Beijing A' }).focus();
    await page.keyboard.press('Enter');
    await expect(new CreateInstancePage(page).heading).toHaveText('Rent RTX 4090');
    expect(await unnamedControls(page)).toEqual([]);
    await context.close();
  });

  for (const desk of [
    { role: 'fleet', path: '/ops/hosts' },
    { role: 'support', path: '/ops/users' },
    { role: 'admin', path: '/ops/audit' },
  ] as const) {
    test(`the operator console's ${desk.path} as ${desk.role}`, async ({ page }) => {
      await openOpsAs(page, desk.role, desk.path);
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      expect(await unnamedControls(page)).toEqual([]);
    });
  }
});
