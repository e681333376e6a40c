import { DEMO_STATE, expect, PHONE_VIEWPORT, test } from './fixtures';
import { CreateInstancePage, hostId } from './pages/CreateInstancePage';
import { KvmBoardPage } from './pages/KvmBoardPage';
import { shot } from './support/screenshots';

// Pictures of the order form and the KVM board for a person to look at (`npm run screenshots`).

const VIEWPORTS = [
  ['', { width: 1440, height: 900 }],
  ['-phone', PHONE_VIEWPORT],
] as const;

test('order page screenshots at 1440 and 375 px', async ({ browser, request }) => {
  const id = await hostId(request, 'bj-a-4090-01');
  for (const [label, viewport] of VIEWPORTS) {
    const context = await browser.newContext({ storageState: DEMO_STATE, viewport });
    const page = await context.newPage();
    const order = new CreateInstancePage(page);
    await order.goto(id);
    await order.choose('Billing', 'Daily');
    await order.setDuration(3);
    await expect(order.amount('Total')).toBeVisible();
    await shot(page, `order${label}`, { fullPage: true });
    await order.rentButton.click();
    await expect(order.confirmDialog).toBeVisible();
    await shot(page, `order-confirm${label}`);
    await order.confirmDialog.getByRole('button', { name: 'Back' }).click();
    if (!label) {
      await page.getByRole('radiogroup', { name: 'Language' }).getByText('中文').click();
      await expect(order.heading).toHaveText('租用 RTX 4090');
      await expect(order.main.getByRole('button', { name: '立即租用' })).toBeVisible();
      await shot(page, 'order-zh', { fullPage: true });
      await page.getByRole('radiogroup', { name: '语言' }).getByText('English').click();
      await expect(order.heading).toHaveText('Rent RTX 4090');
    }
    await order.goto(999_999);
    await shot(page, `order-unknown${label}`, { fullPage: true });
    await context.close();
  }
});

test('board screenshots at 1440 and 375 px', async ({ browser }) => {
  for (const [label, viewport] of VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    const board = new KvmBoardPage(page);
    await board.goto();
    await expect(board.region('Beijing A')).toBeVisible();
    await shot(page, `kvm-board${label}`, { fullPage: true });
    await page.close();
  }
});
