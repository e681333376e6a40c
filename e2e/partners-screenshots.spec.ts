import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { releaseRented, rentByApi, waitForStatus } from './pages/InstancesPage';
import { openOpsAs } from './pages/OpsConsole';
import { apiPost } from './support/api';
import { paidTopUp } from './support/money';
import { approvedPartner, referredAccount, verifiedAccount } from './support/partners';
import { fullShot, openInLanguage, shot } from './support/screenshots';
import { registerFreshAccount } from './support/session';
import { staffSession } from './support/staff';

// Pictures of the sales-partner pages and the finance desks in both languages (`npm run
// screenshots`): a partner with a referred customer's commission settled, a withdrawal waiting, and a
// partner machine rented for 3 hours; the data is made through the API first.

const LANGUAGES = ['en-US', 'zh-CN'] as const;
/** The host each language's partner machine is: the two run at once, each on a host of its own. */
const HOSTS = { 'en-US': 'sh-b-l40s-01', 'zh-CN': 'gz-a-v100-01' } as const;

async function hostNamed(request: APIRequestContext, name: string) {
  const { data } = await apiPost<{ data: { Id: number; Kind: 'kvm' | 'container' }[] }>(
    request,
    '/ops/fleet/get_host_list',
    { session: staffSession('fleet'), name },
  );
  const host = data[0];
  if (!host) throw new Error(`no host ${name}`);
  return { hostId: host.Id, kind: host.Kind };
}

test.afterEach(({ request }) => releaseRented(request));

for (const language of LANGUAGES) {
  test(`sales-partner pages and desks in ${language}`, async ({ browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const host = await hostNamed(request, HOSTS[language]);
    const partner = await approvedPartner(request);
    const customer = await referredAccount(request, partner.code);
    await paidTopUp(request, customer, 300);
    const rented = await rentByApi(request, customer.token, { ...host, mode: 'hourly', count: 5 });
    await waitForStatus(request, customer.token, rented.id, 'running');
    await apiPost(request, '/ops/partner/run_settlement', { session: staffSession('finance') });
    await apiPost(request, '/ops/fleet/set_host_partner', {
      session: staffSession('fleet'),
      host_id: host.hostId,
      partner_user_id: partner.userId,
      share_percent: 60,
    });
    const renter = await registerFreshAccount(request);
    await paidTopUp(request, renter, 300);
    const machine = await rentByApi(request, renter.token, { ...host, mode: 'hourly', count: 3 });
    await waitForStatus(request, renter.token, machine.id, 'running');
    await apiPost(request, '/partner/apply_withdrawal', {
      session: partner.token,
      amount: '1.00',
      bank_name: '招商银行北京中关村支行',
      card_number: '6222021234567890128',
      request_id: `shot-${language}-${partner.phone}`,
    });

    const page = await openInLanguage(browser, baseURL ?? '', language, { session: partner });
    const main = page.getByRole('main');
    await page.goto('/console/salesPartner/salesDashboard');
    await expect(main.getByRole('table').first()).toBeVisible();
    await fullShot(page, `partner-dashboard-${language}`);
    await page.goto('/console/income');
    await expect(main.getByRole('table').first()).toContainText(/\d/);
    await fullShot(page, `partner-income-${language}`);
    await page.goto('/console/finance/withdrawRecords');
    await expect(main.getByRole('table').first()).toContainText('6222');
    await fullShot(page, `partner-withdrawals-${language}`);

    const newcomer = await verifiedAccount(request, '王芳');
    const prompt = await openInLanguage(browser, baseURL ?? '', language, { session: newcomer });
    await prompt.goto('/console/salesPartner/salesDashboard');
    await prompt.getByRole('main').getByRole('button').first().click();
    await expect(prompt.getByRole('dialog')).toBeVisible();
    await shot(prompt, `partner-prompt-${language}`);

    const staff = await openInLanguage(browser, baseURL ?? '', language);
    await openOpsAs(staff, 'finance', '/ops/partners?status=approved');
    await expect(staff.getByRole('main').getByRole('table')).toBeVisible();
    await fullShot(staff, `ops-partners-${language}`);
    await openOpsAs(staff, 'finance', '/ops/withdrawals');
    await staff
      .getByRole('main')
      .getByRole('button', { name: /^(Pay|打 ?款)$/ })
      .first()
      .click();
    await staff
      .getByRole('dialog')
      .getByRole('button')
      .filter({ hasText: /Show account|查看账户/ })
      .click();
    await expect(staff.getByRole('dialog')).toContainText('6222021234567890128');
    await shot(staff, `ops-withdrawal-pay-${language}`);
    await openOpsAs(staff, 'fleet', '/ops/hosts');
    await expect(staff.getByRole('main').getByRole('table')).toBeVisible();
    await fullShot(staff, `ops-hosts-partner-${language}`);
    await apiPost(request, '/ops/fleet/set_host_partner', {
      session: staffSession('fleet'),
      host_id: host.hostId,
    });
  });
}
