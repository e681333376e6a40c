import { DEMO_STATE, expect, PHONE_VIEWPORT, test } from './fixtures';

/** SPEC §2 public content routes (issue 18) and the page title each shows: every one is a real page now. */
const PUBLIC_PAGES: [string, string][] = [
  ['/agreements', 'Agreements'],
  ['/dataset', 'Datasets'],
  ['/docs', 'Documentation'],
  ['/software', 'Software downloads'],
  ['/AIModels', 'AI models'],
  ['/scoreStore', 'Score store'],
];

/** SPEC §2 console routes: path, page title and the side-menu entry it highlights. */
const CONSOLE_PAGES: [string, string, string][] = [
  ['/console/customizeImage', 'Custom images', 'Custom images'],
  ['/console/instancePlugin/gpu-7', 'Instance plugins', 'Dashboard'],
  ['/console/instance/monitor?id=7', 'Instance monitoring', 'Dashboard'],
  ['/console/reservations', 'Reservations', 'Reservations'],
  ['/console/gpu-waits', 'GPU waits', 'GPU waits'],
  ['/console/accountInfo', 'Account info', 'Account info'],
  ['/console/subAccountInstance', 'Sub-account instances', 'Sub-account instances'],
  ['/console/cloudDisk', 'Cloud disks', 'Cloud disks'],
  ['/console/coupon', 'Coupons', 'Coupons'],
  ['/console/recharge', 'Top up', 'Top up'],
  ['/console/pay', 'Pay', 'Top up'],
  ['/console/safe', 'Security', 'Security'],
  ['/console/sshKeys', 'SSH keys', 'SSH keys'],
  ['/console/invoice', 'Invoices', 'Invoices'],
  ['/console/income', 'Income', 'Income'],
  ['/console/finance/orders', 'Orders', 'Orders'],
  ['/console/finance/expenseDetail', 'Expense details', 'Expense details'],
  ['/console/finance/withdrawRecords', 'Withdrawals', 'Withdrawals'],
  ['/console/createWorkOrder/selectQuestion', 'New work order', 'New work order'],
  ['/console/createWorkOrder/submit/3/gpu-lost/kvm', 'Submit a work order', 'New work order'],
  ['/console/createWorkOrder/myWorkOrderDetail/9', 'Work order', 'My work orders'],
  ['/console/createWorkOrder/myWorkOrder', 'My work orders', 'My work orders'],
  ['/console/verification/selectVerification', 'Real-name verification', 'Real-name verification'],
  ['/console/verification/personal', 'Personal verification', 'Real-name verification'],
  ['/console/verification/bankCardVerify', 'Bank card verification', 'Real-name verification'],
  ['/console/verification/enterprise', 'Enterprise verification', 'Real-name verification'],
  ['/console/verification/license', 'Business licence and letter', 'Real-name verification'],
  ['/console/verification/otherChannel', 'Other verification channels', 'Real-name verification'],
  ['/console/salesPartner/salesDashboard', 'Sales partner dashboard', 'Sales partner dashboard'],
  ['/console/openapi/accessKey', 'API access keys', 'API access keys'],
  ['/console/webhooks', 'Webhooks', 'Webhooks'],
];

test('every public content route shows its own page under its title', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, title] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page, path).toHaveTitle(`${title} · GPU Cloud`);
  }
});

test('an unknown path inside the console shows the 404 page in the console frame', async ({ browser }) => {
  const context = await browser.newContext({ storageState: DEMO_STATE });
  const page = await context.newPage();
  await page.goto('/console/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console', exact: true })).toBeVisible();
  await context.close();
});

test.describe('with a session', () => {
  test.use({ storageState: DEMO_STATE });

  test('every console route shows its frame, a page heading and the menu highlight', async ({
    page,
    consoleFrame,
  }) => {
    test.setTimeout(120_000);
    for (const [path, , highlight] of CONSOLE_PAGES) {
      await page.goto(path);
      await expect(consoleFrame.heading(), path).toBeVisible();
      await expect(consoleFrame.highlighted(), path).toHaveText(highlight);
    }
  });

  test('the parent routes open their first child (SPEC §2 redirects)', async ({ page, consoleFrame }) => {
    const redirects: [string, RegExp, string][] = [
      ['/', /\/store$/, 'GPU compute store'],
      ['/console', /\/console\/dashboard$/, 'Dashboard'],
      ['/console/createWorkOrder', /\/console\/createWorkOrder\/selectQuestion$/, 'New work order'],
      ['/console/verification', /\/console\/verification\/selectVerification$/, 'Real-name verification'],
      ['/console/salesPartner', /\/console\/salesPartner\/salesDashboard$/, 'Sales partner dashboard'],
      ['/console/openapi', /\/console\/openapi\/accessKey$/, 'API access keys'],
    ];
    for (const [from, to, heading] of redirects) {
      await page.goto(from);
      await expect(page, from).toHaveURL(to);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }), from).toHaveText(heading);
    }
    await expect(consoleFrame.highlighted()).toHaveText('API access keys');
  });

  test('the side menu lists every console section and moves the highlight on a click', async ({
    page,
    consoleFrame,
  }) => {
    await page.goto('/console/dashboard');
    await expect(consoleFrame.menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Custom images',
      'Templates',
      'Reservations',
      'GPU waits',
      'Cloud disks',
      'Sub-account instances',
      'Top up',
      'Coupons',
      'Orders',
      'Expense details',
      'Withdrawals',
      'Invoices',
      'Income',
      'Account info',
      'Security',
      'SSH keys',
      'Messages',
      'Real-name verification',
      'New work order',
      'My work orders',
      'Sales partner dashboard',
      'API access keys',
      'Webhooks',
    ]);
    await expect(consoleFrame.highlighted()).toHaveText('Dashboard');

    await consoleFrame.menu.getByRole('link', { name: 'Real-name verification' }).click();
    await expect(page).toHaveURL(/\/console\/verification\/selectVerification$/);
    await consoleFrame.expectPage('Real-name verification', 'Real-name verification');

    await consoleFrame.menu.getByRole('link', { name: 'Messages' }).click();
    await consoleFrame.expectPage('Messages', 'Messages');
  });

  test('the AI model page (modelDetail) opens for an account with a phone', async ({ page }) => {
    await page.goto('/AIModels/7');
    await expect(page).toHaveURL(/\/AIModels\/7$/);
    // Model 7 of the demo seed, on its own page (not sent to /login).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: /Deploy/ })).toBeVisible();
  });
});

test.describe('contact widget', () => {
  test('shows customer service and both QR codes on public pages', async ({ page, contactWidget }) => {
    await page.goto('/store');
    await expect(contactWidget.region).toBeVisible();
    await contactWidget.open();
    const chat = contactWidget.customerService();
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('href', /^https?:\/\//);
    const service = await contactWidget.showQr('Service account');
    await expect(service).toHaveAttribute('src', /qr-service-account\.svg$/);
    const subscription = await contactWidget.showQr('Subscription account');
    await expect(subscription).toHaveAttribute('src', /qr-subscription-account\.svg$/);
    // Loaded, not only named: polled, as the image may still be on its way when the dialog shows.
    await expect
      .poll(() =>
        subscription.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);

    for (const path of ['/AIModels', '/inform', '/unregisterAgreement', '/no/such/page']) {
      await page.goto(path);
      await expect(contactWidget.region, path).toBeVisible();
    }
  });

  test('stays away from login, the agreements and verifyAgreement', async ({ page, contactWidget }) => {
    for (const path of ['/login', '/agreements', '/verifyAgreement']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(contactWidget.region, path).toHaveCount(0);
    }
  });

  test.describe('in the console', () => {
    test.use({ storageState: DEMO_STATE });

    test('is never shown', async ({ page, consoleFrame, contactWidget }) => {
      for (const path of ['/console/dashboard', '/console/recharge', '/console/messages']) {
        await page.goto(path);
        await expect(consoleFrame.heading(), path).toBeVisible();
        await expect(contactWidget.region, path).toHaveCount(0);
      }
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('is not shown on a small screen', async ({ page, contactWidget }) => {
      await page.goto('/store');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(contactWidget.region).toHaveCount(0);
    });
  });
});
