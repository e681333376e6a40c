import type { APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { BANK_CARD, freshIdNumber } from './pages/VerificationPages';
import { createTicketByApi } from './pages/WorkOrderPages';
import { chooseLanguage, dialogOf, inGroups, type Visit, walk } from './support/axeWalk';
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
  '/ops/staff': {
    url: '/ops/staff',
    overlays: [dialogOf({ 'en-US': 'Add a staff member', 'zh-CN': '添加员工' })],
  },
  '/ops/users': { url: '/ops/users' },
  '/ops/users/:userId': {
    url: { listedOn: '/ops/users', href: /^\/ops\/users\/\d+$/ },
    overlays: [dialogOf({ 'en-US': 'Set credit quota', 'zh-CN': '设置信用额度' })],
  },
  '/ops/adjustments': { url: '/ops/adjustments' },
  '/ops/refunds': { url: '/ops/refunds' },
  '/ops/work-orders': { url: '/ops/work-orders' },
  '/ops/work-orders/canned-replies': {
    url: '/ops/work-orders/canned-replies',
    overlays: [dialogOf({ 'en-US': 'New canned reply', 'zh-CN': '新建快捷回复' })],
  },
  '/ops/work-orders/:id': {
    url: ticketUrl,
    overlays: [dialogOf({ 'en-US': 'Resolve', 'zh-CN': '标记已解决' })],
  },
  '/ops/work-order-help': {
    url: '/ops/work-order-help',
    overlays: [dialogOf({ 'en-US': 'New category', 'zh-CN': '新建分类' })],
  },
  '/ops/verifications': { url: '/ops/verifications' },
  '/ops/verifications/:id': { url: verificationUrl },
  '/ops/invoices': { url: '/ops/invoices' },
  '/ops/partners': { url: '/ops/partners' },
  '/ops/withdrawals': { url: '/ops/withdrawals' },
  '/ops/reservations': { url: '/ops/reservations' },
  '/ops/hosts': {
    url: '/ops/hosts',
    overlays: [
      dialogOf({ 'en-US': 'Add a host', 'zh-CN': '添加主机' }),
      dialogOf({ 'en-US': /^Outages of /, 'zh-CN': /^故障记录：/ }),
    ],
  },
  '/ops/regions': {
    url: '/ops/regions',
    overlays: [dialogOf({ 'en-US': 'Add a region', 'zh-CN': '添加地区' })],
  },
  '/ops/images': {
    url: '/ops/images',
    overlays: [dialogOf({ 'en-US': 'Add an image', 'zh-CN': '添加镜像' })],
  },
  '/ops/overview': { url: '/ops/overview' },
  '/ops/coupons': {
    url: '/ops/coupons',
    overlays: [dialogOf({ 'en-US': 'New coupon group', 'zh-CN': '新建优惠券批次' })],
  },
  '/ops/notices': { url: '/ops/notices' },
  '/ops/notices/:id': { url: { listedOn: '/ops/notices', href: /^\/ops\/notices\/\d+$/ } },
  '/ops/banners': {
    url: '/ops/banners',
    overlays: [dialogOf({ 'en-US': 'New banner', 'zh-CN': '新建横幅' })],
  },
  '/ops/docs': {
    url: '/ops/docs',
    overlays: [
      dialogOf({ 'en-US': 'New category', 'zh-CN': '新建分类' }),
      dialogOf({ 'en-US': 'New article', 'zh-CN': '新建文章' }),
    ],
  },
  '/ops/docs/:id': { url: { listedOn: '/ops/docs', href: /^\/ops\/docs\/\d+$/ } },
  '/ops/notifications': { url: '/ops/notifications' },
  '/ops/sms-outbox': { url: '/ops/sms-outbox' },
  '/ops/email-outbox': { url: '/ops/email-outbox' },
  '/ops/datasets': {
    url: '/ops/datasets',
    overlays: [dialogOf({ 'en-US': 'New dataset', 'zh-CN': '新建数据集' })],
  },
  '/ops/ai-models': {
    url: '/ops/ai-models',
    overlays: [dialogOf({ 'en-US': 'New model', 'zh-CN': '新建模型' })],
  },
  '/ops/templates': {
    url: '/ops/templates',
    overlays: [dialogOf({ 'en-US': 'New template', 'zh-CN': '新建模板' })],
  },
  '/ops/software': {
    url: '/ops/software',
    overlays: [dialogOf({ 'en-US': 'New product', 'zh-CN': '新建产品' })],
  },
  '/ops/agreements': {
    url: '/ops/agreements',
    overlays: [dialogOf({ 'en-US': 'Publish a new version', 'zh-CN': '发布新版本' })],
  },
  '/ops/score-store': {
    url: '/ops/score-store',
    overlays: [dialogOf({ 'en-US': 'New item', 'zh-CN': '新建商品' })],
  },
  '/ops/*': { url: '/ops/no-such-page' },
};

/** Pages per test: a group's pages share one browser context, and the groups share the workers. */
const GROUP_SIZE = 6;
/** Six pages, their dialogs and axe on each, on two busy cores. */
const WALK_TIMEOUT = 180_000;

for (const language of WALKED_LANGUAGES) {
  test.describe(`every operator console page passes axe in ${language}`, () => {
    test.use({ locale: language });

    for (const group of inGroups(
      STAFF_PAGES.map((route) => [route, STAFF[route]] as const),
      GROUP_SIZE,
    )) {
      test(`as the demo admin: ${group.map(([route]) => route).join(' ')}`, async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT);
        await chooseLanguage(page, language);
        // The setup's session of the demo admin, in place before the console's first script runs.
        await page.addInitScript(
          (session) => localStorage.setItem('opsSession', JSON.stringify(session)),
          staffLogin('admin'),
        );
        await walk(page, language, group, 'staff');
      });
    }
  });
}
