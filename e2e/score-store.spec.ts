import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { OpsFrame, openOpsAs } from './pages/OpsConsole';
import { WalletChips } from './pages/WalletPages';
import { apiPost } from './support/api';
import { fundedAccount, toFen, yuan } from './support/money';
import { shot } from './support/screenshots';
import { openAs, type Session } from './support/session';

test.afterEach(({ request }) => releaseRented(request));
test.describe.configure({ timeout: 4 * TRANSITION_TIMEOUT });

/** A page's first load fetches its lazy chunks from a server the parallel runs keep busy. */
const FIRST_LOAD = { timeout: 30_000 };

interface LedgerRow {
  Kind: string;
  Amount: number;
}

/** Fen paid from the balance pocket for rents: what earns points (1 per whole yuan). */
async function rentPaidFromBalance(request: APIRequestContext, session: Session): Promise<number> {
  const ledger = await apiPost<{ data: LedgerRow[] }>(request, '/get_wallet_balance_change_list', {
    session: session.token,
    pocket: 'balance',
    page: 1,
    page_size: 50,
  });
  return -ledger.data.filter((row) => row.Kind === 'rent').reduce((sum, row) => sum + toFen(row.Amount), 0);
}

async function pointsOf(request: APIRequestContext, session: Session): Promise<number> {
  return (await apiPost<{ balance: number }>(request, '/score_store/get_points', { session: session.token }))
    .balance;
}

/** The "My points" card of the score store: the balance, points earned today and the check-in. */
const shownPoints = (page: Page) => page.getByRole('region', { name: 'My points' });
/** The balance as the card reads: "My points" followed by exactly `points`. */
const reads = (points: number) => new RegExp(`My points\\s*${points}(?!\\d)`);

/**
 * The journey: points come from a real rent paid from the balance, buy a ¥10 compute voucher
 * in /scoreStore, and that voucher pays (voucher-first, the default) for the next instance.
 */
test('points earned by renting buy a compute voucher that pays for the next instance', async ({
  browser,
  baseURL,
  request,
}) => {
  // A fresh account: its points and wallet move only by this journey.
  const account = await fundedAccount(request, 200);
  const first = await rentByApi(request, account.token, { gpuModel: 'A100 80G', mode: 'hourly', count: 15 });
  const paidFen = await rentPaidFromBalance(request, account);
  const earned = Math.floor(paidFen / 100);
  expect(earned).toBeGreaterThanOrEqual(100);
  expect(await pointsOf(request, account)).toBe(earned);
  await waitForStatus(request, account.token, first.id, 'running');

  const { context, page } = await openAs(browser, baseURL, account);
  await page.goto('/scoreStore');
  await expect(page.getByRole('heading', { name: 'Score store', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(shownPoints(page)).toContainText(reads(earned));
  const history = page.getByRole('region', { name: 'Points history' });
  await expect(history.getByRole('row').filter({ hasText: 'Paid from balance' })).toContainText(`+${earned}`);
  const chips = new WalletChips(page);
  await shot(page, 'score-store');

  await page.getByRole('button', { name: 'Redeem ¥10 compute voucher' }).click();
  const confirm = page.getByRole('dialog', { name: 'Redeem ¥10 compute voucher?' });
  await expect(confirm).toContainText(`This takes 100 points from your ${earned}.`);
  await confirm.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('A compute voucher of ¥10.00 was added to your account.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(shownPoints(page)).toContainText(reads(earned - 100));
  await expect(history.getByRole('row').filter({ hasText: 'Redeemed' })).toContainText('-100');
  await chips.expectVouchers(10);

  // The next rent: vouchers first (the account's default), so the voucher pays and the balance does not.
  const balanceBefore = await chips.balanceYuan();
  await rentByApi(request, account.token, { gpuModel: 'RTX 4090', mode: 'hourly', count: 1 });
  const ledger = await apiPost<{ data: LedgerRow[] }>(request, '/get_wallet_balance_change_list', {
    session: account.token,
    pocket: 'vouchers',
    page: 1,
    page_size: 50,
  });
  const voucherRent = -toFen(ledger.data.find((row) => row.Kind === 'rent')?.Amount ?? 0);
  expect(voucherRent).toBeGreaterThan(0);
  expect(voucherRent).toBeLessThanOrEqual(10_00);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Score store', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(chips.vouchers).toHaveText(`Vouchers ${yuan(10_00 - voucherRent)}`);
  expect(await chips.balanceYuan()).toBe(balanceBefore);
  // Vouchers earn no points.
  await expect(shownPoints(page)).toContainText(reads(earned - 100));
  await context.close();
});

test('support adds an item in the console, tops up its stock, edits its cost and publishes it', async ({
  page,
  request,
}) => {
  const stamp = Date.now() % 1_000_000;
  const name = `¥5 voucher ${stamp}`;
  const ops = new OpsFrame(page);
  await openOpsAs(page, 'support', '/ops/score-store');
  await expect(ops.heading('Score store')).toBeVisible(FIRST_LOAD);
  await expect(ops.menuLink('Score store')).toBeVisible();
  const items = ops.main.getByRole('table', { name: 'Score-store items' });
  await expect(items.getByRole('row').filter({ hasText: '¥10 compute voucher' })).toBeVisible();

  await ops.main.getByRole('button', { name: 'New item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New score-store item' });
  await dialog.getByLabel('Name (Chinese)').fill(`5 元算力券 ${stamp}`);
  await dialog.getByLabel('Name (English)').fill(name);
  await dialog.getByLabel('Voucher amount (yuan)').fill('5.001');
  await dialog.getByLabel('Cost in points').fill('50');
  await dialog.getByRole('button', { name: 'Create' }).click();
  // The contract's own rule, before anything is sent.
  await expect(dialog.getByText(/^Voucher amount \(yuan\) must be an amount from 0\.01 to /)).toBeVisible();
  await dialog.getByLabel('Voucher amount (yuan)').fill('5');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const row = items.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Unpublished');
  await expect(row).toContainText('Compute voucher ¥5.00');
  await shot(page, 'ops-score-store');

  // Stock grows by what is added; an edit changes the cost, not the stock.
  await row.getByRole('button', { name: `Add stock to ${name}` }).click();
  const stock = page.getByRole('dialog', { name: `Add stock to ${name}` });
  await expect(stock).toContainText('100 left now.');
  await stock.getByLabel('How many to add').fill('5');
  await stock.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText(`${name} now has 105 in stock.`)).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByLabel('Cost in points')).toHaveValue('50');
  await edit.getByLabel('Cost in points').fill('60');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell', { name: '60', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '105', exact: true })).toBeVisible();

  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(row).toContainText('Published');
  const shown = await apiPost<{ list: { name_en: string; cost_points: number }[] }>(
    request,
    '/score_store/get_items',
    {},
  );
  expect(shown.list.find((item) => item.name_en === name)?.cost_points).toBe(60);
});
