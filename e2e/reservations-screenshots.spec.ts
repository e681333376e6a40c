import { randomInt } from 'node:crypto';
import { expect, test } from './fixtures';
import { openOpsAs } from './pages/OpsConsole';
import { apiPost } from './support/api';
import { fundedAccount } from './support/money';
import { fullShot, openInLanguage, shot } from './support/screenshots';

// Pictures of bare-metal reservations in both languages (`npm run screenshots`): the store's
// bare-metal section and its reserve dialog, the customer's reservations (one requested, one
// cancelled) and the fleet's desk.

const LANGUAGES = ['en-US', 'zh-CN'] as const;
const DAY_MS = 86_400_000;
const chinaDay = (days: number) =>
  new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

for (const language of LANGUAGES) {
  test(`bare-metal reservations in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(60_000);
    const account = await fundedAccount(request, 3000);
    const { list } = await apiPost<{ list: Array<{ ConfigId: string }> }>(
      request,
      '/get_bare_metal_show_list',
      {},
    );
    const configId = list[0]?.ConfigId;
    const start = randomInt(20, 150);
    const reserve = (from: number, to: number, note?: string) =>
      apiPost<{ reservation: { Id: number } }>(request, '/add_baremetal_reservation', {
        session: account.token,
        config_id: configId,
        start_day: chinaDay(from),
        end_day: chinaDay(to),
        ...(note ? { note } : {}),
      });
    await reserve(start, start + 2, 'Please rack it near our other machines');
    const cancelled = await reserve(start + 5, start + 5);
    await apiPost(request, '/cancel_baremetal_reservation', {
      session: account.token,
      reservation_id: cancelled.reservation.Id,
    });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: account });
    await page.goto('/console/reservations');
    await expect(page.getByRole('main').getByRole('table').getByRole('row')).toHaveCount(3);
    await fullShot(page, `reservations-${language}`);

    await page.goto('/store#bare-metal');
    const section = page.locator('#bare-metal');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('table').getByRole('button').first()).toBeVisible();
    await shot(page, `reservations-store-section-${language}`);
    await section.getByRole('table').getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('reservation-deposit')).toBeVisible();
    await shot(page, `reservations-dialog-${language}`);
    await page.context().close();

    const ops = await (
      await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
    ).newPage();
    await openOpsAs(ops, 'fleet', '/ops/reservations');
    if (language === 'zh-CN') await ops.getByText('中文').click();
    await expect(ops.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await fullShot(ops, `reservations-desk-${language}`);
    await ops.context().close();
  });
}
