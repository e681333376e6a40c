import { extractText } from 'unpdf';
import { expect } from './fixtures';
import { deskRowOf } from './pages/OpsConsole';
import { freshCreditCode } from './pages/VerificationPages';
import { freshCustomerTest } from './support/freshCustomer';
import { paidTopUp } from './support/money';
import { shot } from './support/screenshots';

const test = freshCustomerTest;

test('a customer with two paid top-ups invoices one to a company title; finance issues it; the PDF carries the title, taxpayer id and amount, and the top-up is no longer invoiceable', async ({
  page,
  request,
  browser,
  baseURL,
  customer,
}) => {
  // The customer's console, finance's desk and back, with a PDF: 60 s ran out on two busy cores.
  test.setTimeout(120_000);
  const invoiced = await paidTopUp(request, customer, 150);
  const other = await paidTopUp(request, customer, 120);
  const taxpayerId = freshCreditCode();
  const main = page.getByRole('main');

  await page.goto('/console/invoice');
  await main.getByRole('tab', { name: 'Invoice titles' }).click();
  await main.getByRole('button', { name: 'Add title' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add invoice title' });
  await dialog.getByText('Company', { exact: true }).click();
  await dialog.getByLabel('Name', { exact: true }).fill('深圳算力科技有限公司');
  await dialog.getByLabel('Taxpayer ID', { exact: true }).fill(taxpayerId);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('table', { name: 'Invoice titles' })).toContainText(taxpayerId);

  await main.getByRole('tab', { name: 'Apply' }).click();
  const topUps = main.getByRole('table', { name: 'Paid top-ups' });
  await expect(topUps.getByRole('row').filter({ hasText: invoiced })).toContainText('Invoiceable');
  await expect(topUps.getByRole('row').filter({ hasText: other })).toContainText('Invoiceable');
  await topUps.getByRole('checkbox', { name: `Select top-up ${invoiced}` }).check();
  await expect(main.getByRole('status').filter({ hasText: 'Selected total' })).toContainText('150.00');
  await main.getByLabel('Delivery email', { exact: true }).fill('finance@example.com');
  await shot(page, 'invoices-apply');
  await main.getByRole('button', { name: 'Apply for invoice' }).click();
  const records = main.getByRole('table', { name: 'Invoice records' });
  await expect(records).toContainText('Applied');

  const { page: desk, row } = await deskRowOf(browser, baseURL, {
    role: 'finance',
    path: '/ops/invoices',
    table: 'Invoice applications',
    phone: customer.phone,
  });
  await row.getByRole('button', { name: 'Issue' }).click();
  await desk
    .getByRole('dialog', { name: 'Issue this invoice?' })
    .getByRole('button', { name: 'Issue invoice' })
    .click();
  await expect(desk.getByText(/Invoice #\d+ is issued/)).toBeVisible();
  await desk.context().close();

  await page.reload();
  await expect(records).toContainText('Issued');
  const download = page.waitForEvent('download');
  await records.getByRole('link', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const { text } = await extractText(new Uint8Array(await readFile(file)), { mergePages: true });
  expect(text).toContain('深圳算力科技有限公司');
  expect(text).toContain(taxpayerId);
  expect(text).toContain('150.00');

  await main.getByRole('tab', { name: 'Apply' }).click();
  const row150 = main
    .getByRole('table', { name: 'Paid top-ups' })
    .getByRole('row')
    .filter({ hasText: invoiced });
  await expect(row150).not.toContainText('Invoiceable');
  await expect(row150.getByRole('checkbox')).toHaveCount(0);
});
