import { expect, test } from './fixtures';
import { openOpsAs } from './pages/OpsConsole';
import { freshCreditCode } from './pages/VerificationPages';
import { apiPost } from './support/api';
import { paidTopUp } from './support/money';
import { fullShot, openInLanguage } from './support/screenshots';
import { registerFreshAccount } from './support/session';

// Pictures of the invoice pages, the finance desk and the cost reports in both languages
// (`npm run screenshots`); the data is made through the API first.

const LANGUAGES = ['en-US', 'zh-CN'] as const;

for (const language of LANGUAGES) {
  test(`invoice pages, the finance desk and the cost reports in ${language}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(60_000);
    const customer = await registerFreshAccount(request);
    const first = await paidTopUp(request, customer, 150);
    await paidTopUp(request, customer, 120);
    const { title } = await apiPost<{ title: { id: number } }>(request, '/v2/add_invoice', {
      session: customer.token,
      kind: 'company',
      name: '深圳算力科技有限公司',
      taxpayer_id: freshCreditCode(),
      address: '深圳市南山区科技园 1 号',
      phone: '0755-80000000',
      bank: '招商银行深圳分行',
      account: '755900000000001',
    });
    const page = await openInLanguage(browser, baseURL ?? '', language, { session: customer });
    await page.goto('/console/invoice');
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await fullShot(page, `invoices-apply-${language}`);
    await page.goto('/console/invoice?tab=titles');
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await fullShot(page, `invoices-titles-${language}`);
    await apiPost(request, '/v3/addInvoiceRecord', {
      session: customer.token,
      title_id: title.id,
      mode: 'top_up',
      out_trade_nos: [first],
      email: 'finance@example.com',
    });
    await page.goto('/console/invoice?tab=records');
    await expect(page.getByRole('main').getByRole('table').first()).toContainText('150');
    await fullShot(page, `invoices-records-${language}`);
    await page.goto('/console/finance/expenseDetail?view=instances');
    await expect(page.getByRole('main').getByRole('tab').first()).toBeVisible();
    await fullShot(page, `cost-reports-${language}`);

    const desk = await openInLanguage(browser, baseURL ?? '', language);
    await openOpsAs(desk, 'finance', '/ops/invoices');
    await expect(desk.getByRole('main').getByRole('table').first()).toBeVisible();
    await fullShot(desk, `ops-invoices-${language}`);
  });
}
