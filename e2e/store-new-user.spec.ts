import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { BareMetalSection } from './pages/ReservationPages';
import { journeyHost, retireJourneyHost } from './support/fleet';
import { openInLanguage, shot } from './support/screenshots';
import { registerFreshAccount } from './support/session';

// Issue 38, what a new user met in the store and on the dashboard: the contact widget over the
// "Rent" links at 1366x860, the bare-metal section deaf to the filters and without ¥, "1 cores",
// the platform's start date as a new account's membership date, and dates without their zone.

const LAPTOP = { width: 1366, height: 860 };

/** True when the point at the middle of `target` belongs to it: nothing fixed lies over it. */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** Every rent link is clickable where it stands, and lies wholly left of the unopened contact widget. */
async function expectEveryRentLinkClickable(page: Page, rentName: RegExp, contactName: string) {
  const links = page.getByRole('main').getByRole('link', { name: rentName });
  await expect(links.first()).toBeVisible();
  // The widget as it stands unopened: its whole box must keep clear of every link.
  const widget = await page.getByRole('region', { name: contactName }).boundingBox();
  expect(widget, 'the contact widget is shown').not.toBeNull();
  const count = await links.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    await link.scrollIntoViewIfNeeded();
    await link.click({ trial: true, timeout: 5_000 });
    expect(await isOnTop(link), `rent link ${index} is not covered`).toBe(true);
    // Whatever the scroll position, the fixed widget sits to the right of every link.
    const box = await link.boundingBox();
    const clear = box !== null && widget !== null && box.x + box.width <= widget.x;
    expect(clear, `rent link ${index} is left of the widget`).toBe(true);
  }
}

test.describe('the store at 1366x860', () => {
  test('the contact widget covers no "Rent" link, in English and in Chinese', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const en = await openInLanguage(browser, baseURL ?? '', 'en-US', { viewport: LAPTOP });
    await en.goto('/store');
    await expectEveryRentLinkClickable(en, /^Rent /, 'Contact us');
    await en.evaluate(() => window.scrollTo(0, 0));
    await shot(en, 'store-1366-en');
    // Opened, the panel shows its three entries; Escape folds it back to the tab.
    const tab = en.getByRole('button', { name: 'Contact us' });
    await tab.click();
    await expect(en.getByRole('link', { name: 'Customer service' })).toBeVisible();
    await shot(en, 'store-1366-en-contact-open');
    await en.keyboard.press('Escape');
    await expect(en.getByRole('link', { name: 'Customer service' })).toBeHidden();
    await en.context().close();

    const zh = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { viewport: LAPTOP });
    await zh.goto('/store');
    await expectEveryRentLinkClickable(zh, /^租用 /, '联系我们');
    await zh.evaluate(() => window.scrollTo(0, 0));
    await shot(zh, 'store-1366-zh');
    await zh.context().close();
  });

  test('the bare-metal section follows the store filters and prices in ¥', async ({ page, request }) => {
    const bareMetal = await journeyHost(request, { kind: 'bare_metal', pricePerGpuHour: '10.00' });
    const container = await journeyHost(request, { kind: 'container', cpuCoresPerGpu: 1, memoryGbPerGpu: 8 });
    const section = new BareMetalSection(page);
    try {
      await page.goto('/store');
      await expect(section.row(bareMetal.gpuModel)).toContainText(/¥[\d,]+\.\d{2} \/ day/);
      await expect(section.row(bareMetal.gpuModel)).toContainText(/¥[\d,]+\.\d{2} \/ hour/);

      // A GPU model chosen above narrows the bare-metal section too.
      await page.goto(`/store?gpu_model=${encodeURIComponent(container.gpuModel)}`);
      await expect(section.table).toContainText('No bare-metal machine matches these filters.');
      await expect(section.row(bareMetal.gpuModel)).toHaveCount(0);
      // "1 core", not "1 cores".
      const offer = page.getByRole('main').getByRole('row').filter({ hasText: container.gpuModel }).first();
      await expect(offer).toContainText('1 core / 8 GB');

      await page.goto(`/store?gpu_model=${encodeURIComponent(bareMetal.gpuModel)}`);
      await expect(section.row(bareMetal.gpuModel)).toHaveCount(1);
      const rows = section.table.getByRole('row');
      await expect(rows).toHaveCount(2); // the header and this machine only

      // Another kind hides every bare-metal configuration.
      await page.goto(`/store?gpu_model=${encodeURIComponent(bareMetal.gpuModel)}&kind=container`);
      await expect(section.table).toContainText('No bare-metal machine matches these filters.');
    } finally {
      await retireJourneyHost(request, bareMetal.id);
      await retireJourneyHost(request, container.id);
    }
  });
});

test('a brand-new account: membership counted from its opening day, phone masked, dates in China time', async ({
  browser,
  baseURL,
  request,
}) => {
  const account = await registerFreshAccount(request);
  const page = await openInLanguage(browser, baseURL ?? '', 'en-US', { session: account });
  const dashboard = new DashboardPage(page);
  await page.goto('/console/dashboard');
  await dashboard.expectLoaded();
  const chinaToday = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership).toContainText(
    `Every top-up since this account was opened (${chinaToday}) counts.`,
  );
  await expect(membership).not.toContainText('2023-04-15');
  const masked = `${account.phone.slice(0, 3)}****${account.phone.slice(7)}`;
  await expect(dashboard.main).toContainText(masked);
  await expect(dashboard.main).not.toContainText(account.phone);
  await expect(page.getByRole('note').filter({ hasText: 'All times are China time (UTC+8).' })).toBeVisible();
  await shot(page, 'dashboard-new-account-en', { fullPage: true });
  await page.context().close();

  const zh = await openInLanguage(browser, baseURL ?? '', 'zh-CN', { session: account });
  await zh.goto('/console/dashboard');
  await expect(zh.getByRole('region', { name: '会员等级' })).toContainText(
    `本账号开通（${chinaToday}）以来的每笔充值均计入。`,
  );
  await expect(zh.getByRole('note').filter({ hasText: '所有时间均为北京时间（UTC+8）。' })).toBeVisible();
  await shot(zh, 'dashboard-new-account-zh', { fullPage: true });
  await zh.context().close();
});
