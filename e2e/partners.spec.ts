import { expect, storedToken, test } from './fixtures';
import { releaseRented, rentByApi, TRANSITION_TIMEOUT, waitForStatus } from './pages/InstancesPage';
import { LoginPage } from './pages/LoginPage';
import { openOpsAs } from './pages/OpsConsole';
import { PartnerDeskPages } from './pages/PartnerDeskPages';
import { PartnerPages } from './pages/PartnerPages';
import { BANK_CARD, decideInSandbox, freshIdNumber, VerificationPages } from './pages/VerificationPages';
import { freshPhone } from './support/accounts';
import { apiPost } from './support/api';
import { paidTopUp, yuan } from './support/money';
import { shot } from './support/screenshots';
import { registerFreshAccount, type Session, storageStateFor } from './support/session';
import { latestSmsCode } from './support/smsOutbox';
import { staffSession } from './support/staff';

test.afterEach(({ request }) => releaseRented(request));

/** A withdrawal card in the verified owner's name (a valid Luhn digit). */
const PAYOUT_CARD = '6222021234567890128';

interface LedgerRow {
  Kind: string;
  Amount: number;
  Pocket: string;
}

/** What the customer's balance paid for compute, in fen, from their own balance change list. */
async function computePaidFen(request: import('@playwright/test').APIRequestContext, token: string) {
  const ledger = await apiPost<{ data: LedgerRow[] }>(request, '/get_wallet_balance_change_list', {
    session: token,
    page_size: 100,
  });
  return ledger.data
    .filter((row) => row.Pocket === 'balance' && ['rent', 'renew', 'post_paid'].includes(row.Kind))
    .map((row) => Math.round(-row.Amount * 100));
}

/** Bank-card verification through the console (the sandbox bank passes it). */
async function verifyByBankCard(
  page: import('@playwright/test').Page,
  browser: import('@playwright/test').Browser,
  request: import('@playwright/test').APIRequestContext,
  phone: string,
) {
  const verification = new VerificationPages(page);
  await page.goto('/console/verification/bankCardVerify');
  const form = verification.main;
  await form.getByLabel('Name', { exact: true }).fill('李娜');
  await form.getByLabel('ID number', { exact: true }).fill(freshIdNumber());
  await form.getByLabel('Bank card number', { exact: true }).fill(BANK_CARD);
  await form.getByLabel('Phone reserved at the bank', { exact: true }).fill('13912345678');
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByLabel('SMS code', { exact: true }).fill(await latestSmsCode(request, phone));
  await verification.acceptAndSubmit();
  await decideInSandbox(browser, verification.checkLink(), 'Pass');
  await expect(form.getByText('Personal verification passed')).toBeVisible();
}

test('a verified customer becomes a partner; a customer registered through the link rents 2 hours; the exact commission is settled, withdrawn and paid; a partner machine earns its share', async ({
  browser,
  baseURL,
  request,
}) => {
  // Three people, two consoles and two staff desks: 120 s ran out near the end on the busy two-core machine.
  test.setTimeout(TRANSITION_TIMEOUT * 6);
  // The partner: verified, applies from the dashboard.
  const partner = await registerFreshAccount(request);
  const partnerContext = await browser.newContext({ storageState: storageStateFor(baseURL ?? '', partner) });
  const partnerPage = await partnerContext.newPage();
  await verifyByBankCard(partnerPage, browser, request, partner.phone);
  const pages = new PartnerPages(partnerPage);
  await pages.gotoDashboard();
  await pages.applyAsPartner('I teach a deep-learning course');

  // Finance approves it on the desk.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await openOpsAs(staffPage, 'finance', '/ops/partners');
  const desk = new PartnerDeskPages(staffPage);
  await desk.approve(partner.phone, 1);

  await pages.gotoDashboard();
  const link = await pages.referralLink();
  await shot(partnerPage, 'partner-dashboard-approved', { fullPage: true });

  // A new customer opens the link, browses, and registers: the code travels with them.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto(new URL(link).pathname + new URL(link).search);
  await customerPage.goto('/store');
  await customerPage.goto('/login');
  const phone = freshPhone();
  await new LoginPage(customerPage).register(phone, 'fresh-pass-123', () => latestSmsCode(request, phone));
  await expect(customerPage).toHaveURL(/\/console/);
  const customer: Session = {
    token: (await storedToken(customerPage)) ?? '',
    sessionId: (await customerPage.evaluate(() => localStorage.getItem('sessionId'))) ?? '',
  };
  await paidTopUp(request, customer, 300);
  const rented = await rentByApi(request, customer.token, { gpuModel: 'A100 80G', mode: 'hourly', count: 2 });
  await waitForStatus(request, customer.token, rented.id, 'running');
  const [rentFen] = await computePaidFen(request, customer.token);
  expect(rentFen).toBeGreaterThan(1000);
  const commissionFen = Math.floor(((rentFen ?? 0) * 1000) / 10_000);

  await pages.gotoDashboard();
  const referrals = pages.main.getByRole('table', { name: 'Customers you referred' });
  await expect(referrals).toContainText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  await expect(referrals).toContainText(yuan(commissionFen));
  expect(await pages.commissionShown()).toBe(commissionFen);
  expect(await pages.pendingShown()).toBe(commissionFen);

  // Finance settles; the partner withdraws it all; finance pays it with the transfer reference.
  await desk.gotoPartners();
  await desk.runSettlement();
  await pages.gotoDashboard();
  expect(await pages.withdrawableShown()).toBe(commissionFen);
  await pages.gotoWithdrawRecords();
  await pages.withdraw((commissionFen / 100).toFixed(2), '招商银行北京中关村支行', PAYOUT_CARD);
  expect(await pages.withdrawalStatus(0)).toBe('Applied');
  await desk.gotoWithdrawals();
  const account = await desk.payWithdrawal(partner.phone, 'CMB2026112500001');
  expect(account).toMatchObject({ holder: '李娜', card: PAYOUT_CARD });
  await partnerPage.reload();
  expect(await pages.withdrawalStatus(0)).toBe('Paid');
  await expect(pages.withdrawalRow(0)).toContainText('CMB2026112500001');
  await pages.gotoDashboard();
  expect(await pages.withdrawableShown()).toBe(0);

  // The fleet registers a host as the partner's machine at 70 %; a 3-hour rental on it pays the share.
  const [row] = (
    await apiPost<{ list: { user_id: number }[] }>(request, '/ops/partner/list', {
      session: staffSession('finance'),
      status: 'approved',
      q: partner.phone,
    })
  ).list;
  const fleetPage = await staffContext.newPage();
  await openOpsAs(fleetPage, 'fleet', '/ops/hosts');
  const hostRow = await new PartnerDeskPages(fleetPage).setHostPartner('gz-a-v100-01', row?.user_id ?? 0, 70);
  await expect(hostRow).toContainText('70%');
  const renter = await registerFreshAccount(request);
  await paidTopUp(request, renter, 300);
  const machine = await rentByApi(request, renter.token, {
    kind: 'container',
    gpuModel: 'V100 32G',
    mode: 'hourly',
    count: 3,
  });
  await waitForStatus(request, renter.token, machine.id, 'running');
  const [billedFen] = await computePaidFen(request, renter.token);
  await pages.gotoIncome();
  expect(await pages.incomeTotal()).toBe(Math.floor(((billedFen ?? 0) * 7000) / 10_000));
  await expect(pages.main.getByRole('table', { name: 'Machines' })).toContainText('gz-a-v100-01');
  await shot(partnerPage, 'partner-income', { fullPage: true });
  await new PartnerDeskPages(fleetPage).setHostPartner('gz-a-v100-01', null);

  await Promise.all([partnerContext.close(), staffContext.close(), customerContext.close()]);
});
