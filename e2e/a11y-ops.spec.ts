import type { APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { BANK_CARD, freshIdNumber } from './pages/VerificationPages';
import { createTicketByApi } from './pages/WorkOrderPages';
import { chooseLanguage, inGroups, type Visit, walk } from './support/axeWalk';
import { STAFF_PAGES, type StaffPage, WALKED_LANGUAGES } from './support/everyPage';
import { registerFreshAccount } from './support/session';
import { latestSmsCode } from './support/smsOutbox';
import { staffLogin } from './support/staff';

/**
 * Issue 43: every page of the operator console has no axe-core violation of WCAG 2.0/2.1 A and AA,
 * in English and in Chinese, opened by the demo admin (whose role opens every page). The customer's
 * pages are walked by a11y-every-page.spec.ts; e2e/support/everyPage.ts lists the pages of both.
 */

/** A fresh customer's work order, submitted through the API: the desk's ticket page shows it. */
async function ticketUrl(request: APIRequestContext): Promise<string> {
  const customer = await registerFreshAccount(request);
  const id = await createTicketByApi(request, customer, {
    category: 'Account',
    question: 'Login and password',
    title: 'Cannot receive the SMS code',
    description: 'The code never arrives on my phone.',
  });
  return `/ops/work-orders/${id}`;
}

/** A fresh customer's bank-card verification, waiting at the sandbox bank: the desk's record page shows it. */
async function verificationUrl(request: APIRequestContext): Promise<string> {
  const customer = await registerFreshAccount(request);
  const call = async <T>(path: string, data: object = {}): Promise<T> => {
    const response = await request.post(`/third-party/api/v1/verification${path}`, {
      headers: { authorization: `Bearer ${customer.token}` },
      data,
    });
    return ((await response.json()) as { data: T }).data;
  };
  await call('/captcha');
  const created = await call<{ verification: { id: number } }>('/bank-card', {
    name: '李娜',
    id_number: freshIdNumber(),
    card_number: BANK_CARD,
    phone: '13912345678',
    code: await latestSmsCode(request, customer.phone),
    agreement: true,
  });
  return `/ops/verifications/${created.verification.id}`;
}

const STAFF: Record<StaffPage, Visit> = {
  '/ops': { url: '/ops' },
  '/ops/audit': { url: '/ops/audit' },
  '/ops/staff': { url: '/ops/staff' },
  '/ops/users': { url: '/ops/users' },
  '/ops/users/:userId': { url: { listedOn: '/ops/users', href: /^\/ops\/users\/\d+$/ } },
  '/ops/adjustments': { url: '/ops/adjustments' },
  '/ops/refunds': { url: '/ops/refunds' },
  '/ops/work-orders': { url: '/ops/work-orders' },
  '/ops/work-orders/canned-replies': { url: '/ops/work-orders/canned-replies' },
  '/ops/work-orders/:id': { url: ticketUrl },
  '/ops/work-order-help': { url: '/ops/work-order-help' },
  '/ops/verifications': { url: '/ops/verifications' },
  '/ops/verifications/:id': { url: verificationUrl },
  '/ops/invoices': { url: '/ops/invoices' },
  '/ops/partners': { url: '/ops/partners' },
  '/ops/withdrawals': { url: '/ops/withdrawals' },
  '/ops/reservations': { url: '/ops/reservations' },
  '/ops/hosts': { url: '/ops/hosts' },
  '/ops/regions': { url: '/ops/regions' },
  '/ops/images': { url: '/ops/images' },
  '/ops/overview': { url: '/ops/overview' },
  '/ops/coupons': { url: '/ops/coupons' },
  '/ops/notices': { url: '/ops/notices' },
  '/ops/notices/:id': { url: { listedOn: '/ops/notices', href: /^\/ops\/notices\/\d+$/ } },
  '/ops/docs': { url: '/ops/docs' },
  '/ops/docs/:id': { url: { listedOn: '/ops/docs', href: /^\/ops\/docs\/\d+$/ } },
  '/ops/notifications': { url: '/ops/notifications' },
  '/ops/sms-outbox': { url: '/ops/sms-outbox' },
  '/ops/email-outbox': { url: '/ops/email-outbox' },
  '/ops/datasets': { url: '/ops/datasets' },
  '/ops/ai-models': { url: '/ops/ai-models' },
  '/ops/templates': { url: '/ops/templates' },
  '/ops/software': { url: '/ops/software' },
  '/ops/agreements': { url: '/ops/agreements' },
  '/ops/score-store': { url: '/ops/score-store' },
  '/ops/*': { url: '/ops/no-such-page' },
};

/** Pages per test: a group's pages share one browser context, and the groups share the workers. */
const GROUP_SIZE = 6;

for (const language of WALKED_LANGUAGES) {
  test.describe(`every operator console page passes axe in ${language}`, () => {
    test.use({ locale: language });

    for (const group of inGroups(Object.entries(STAFF), GROUP_SIZE)) {
      test(`as the demo admin: ${group.map(([route]) => route).join(' ')}`, async ({ page }) => {
        await chooseLanguage(page, language);
        // The setup's session of the demo admin, in place before the console's first script runs.
        await page.addInitScript(
          (session) => localStorage.setItem('opsSession', JSON.stringify(session)),
          staffLogin('admin'),
        );
        await walk(page, language, group);
      });
    }
  });
}
