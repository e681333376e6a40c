import { DEMO_STATE, test } from './fixtures';
import { chooseLanguage, dialogOf, inGroups, type Visit, walk } from './support/axeWalk';
import {
  CUSTOMER_PAGES,
  type CustomerPage,
  SIGNED_OUT_PAGES,
  type SignedOutPage,
  WALKED_LANGUAGES,
} from './support/everyPage';

/**
 * Issue 43: every page of the public site (signed out) and of the console (the demo customer) has no
 * axe-core violation of WCAG 2.0/2.1 A and AA, in English and in Chinese, with its dialogs and
 * drawers open too. The operator console is walked by a11y-ops.spec.ts; the list of pages both walk
 * is e2e/support/everyPage.ts, which a web unit test holds to the route table.
 */

const SIGNED_OUT: Record<SignedOutPage, Visit> = {
  '/login': { url: '/login' },
  '/store': { url: '/store' },
  '/createInstance': { url: '/createInstance?host=1' },
  '/instanceAvailableKvmStore': { url: '/instanceAvailableKvmStore' },
  '/inform': { url: '/inform' },
  '/informDetail/:id': { url: { listedOn: '/inform', href: /^\/informDetail\/\d+$/ } },
  '/dataset': { url: '/dataset' },
  '/AIModels': { url: '/AIModels' },
  '/docs': { url: '/docs' },
  '/docs/:id': { url: { listedOn: '/docs', href: /^\/docs\/\d+$/ } },
  '/software': { url: '/software' },
  '/agreements': { url: '/agreements' },
  '/verifyAgreement': { url: '/verifyAgreement' },
  '/unregisterAgreement': { url: '/unregisterAgreement' },
  '/workOrderAgreement': { url: '/workOrderAgreement' },
  '/restartInstance': { url: '/restartInstance' },
  '/scoreStore': { url: '/scoreStore' },
  '/studentverify': { url: '/studentverify' },
  '/*': { url: '/no/such/page' },
  '/ops/login': { url: '/ops/login' },
};

const CUSTOMER: Record<CustomerPage, Visit> = {
  '/AIModels/:id': { url: { listedOn: '/AIModels', href: /^\/AIModels\/\d+$/ } },
  '/console/dashboard': { url: '/console/dashboard' },
  '/console/accountInfo': {
    url: '/console/accountInfo',
    overlays: [
      dialogOf({ 'en-US': 'Add a sub-account', 'zh-CN': '添加子账号' }),
      dialogOf({ 'en-US': 'Rename the account', 'zh-CN': '修改名称（账号）' }),
    ],
  },
  '/console/subAccountInstance': { url: '/console/subAccountInstance' },
  '/console/safe': {
    url: '/console/safe',
    overlays: [dialogOf({ 'en-US': 'Change password', 'zh-CN': '修改密码' })],
  },
  '/console/sshKeys': {
    url: '/console/sshKeys',
    overlays: [dialogOf({ 'en-US': 'Add SSH key', 'zh-CN': '添加 SSH 密钥' })],
  },
  '/console/instancePlugin/:instanceName': { url: '/console/instancePlugin/gpu-7' },
  '/console/instance/monitor': { url: '/console/instance/monitor?id=7' },
  '/console/instances/:instanceId/terminal': { url: '/console/instances/7/terminal' },
  '/console/reservations': { url: '/console/reservations' },
  '/console/customizeImage': { url: '/console/customizeImage' },
  '/console/templates': {
    url: '/console/templates',
    overlays: [dialogOf({ 'en-US': 'New template', 'zh-CN': '新建模板' })],
  },
  '/console/cloudDisk': {
    url: '/console/cloudDisk',
    overlays: [dialogOf({ 'en-US': 'Create cloud disk', 'zh-CN': '创建云硬盘' })],
  },
  '/console/coupon': { url: '/console/coupon' },
  '/console/recharge': { url: '/console/recharge' },
  '/console/pay': { url: '/console/pay' },
  '/console/finance/orders': { url: '/console/finance/orders' },
  '/console/finance/expenseDetail': { url: '/console/finance/expenseDetail' },
  '/console/invoice': { url: '/console/invoice' },
  '/console/messages': { url: '/console/messages' },
  '/console/createWorkOrder/selectQuestion': { url: '/console/createWorkOrder/selectQuestion' },
  '/console/createWorkOrder/submit/:id/:question/:resource_type': {
    url: '/console/createWorkOrder/submit/3/gpu-lost/kvm',
  },
  '/console/createWorkOrder/myWorkOrderDetail/:id': { url: '/console/createWorkOrder/myWorkOrderDetail/9' },
  '/console/createWorkOrder/myWorkOrder': { url: '/console/createWorkOrder/myWorkOrder' },
  '/console/verification/selectVerification': { url: '/console/verification/selectVerification' },
  '/console/verification/personal': { url: '/console/verification/personal' },
  '/console/verification/bankCardVerify': { url: '/console/verification/bankCardVerify' },
  '/console/verification/enterprise': { url: '/console/verification/enterprise' },
  '/console/verification/license': { url: '/console/verification/license' },
  '/console/verification/otherChannel': { url: '/console/verification/otherChannel' },
  '/console/salesPartner/salesDashboard': { url: '/console/salesPartner/salesDashboard' },
  '/console/finance/withdrawRecords': { url: '/console/finance/withdrawRecords' },
  '/console/income': { url: '/console/income' },
  '/console/openapi/accessKey': {
    url: '/console/openapi/accessKey',
    overlays: [dialogOf({ 'en-US': 'Create access key', 'zh-CN': '创建访问密钥' })],
  },
  '/console/*': { url: '/console/no-such-page' },
};

/** Pages per test: a group's pages share one browser context, and the groups share the workers. */
const GROUP_SIZE = 6;
/** Six pages, their dialogs and axe on each, on two busy cores. */
const WALK_TIMEOUT = 180_000;

for (const language of WALKED_LANGUAGES) {
  test.describe(`every page passes axe in ${language}`, () => {
    test.use({ locale: language });

    for (const group of inGroups(
      SIGNED_OUT_PAGES.map((route) => [route, SIGNED_OUT[route]] as const),
      GROUP_SIZE,
    )) {
      test(`signed out: ${group.map(([route]) => route).join(' ')}`, async ({ page }) => {
        test.setTimeout(WALK_TIMEOUT);
        await chooseLanguage(page, language);
        await walk(page, language, group);
      });
    }

    test.describe('as the demo customer', () => {
      test.use({ storageState: DEMO_STATE });

      for (const group of inGroups(
        CUSTOMER_PAGES.map((route) => [route, CUSTOMER[route]] as const),
        GROUP_SIZE,
      )) {
        test(`signed in: ${group.map(([route]) => route).join(' ')}`, async ({ page }) => {
          test.setTimeout(WALK_TIMEOUT);
          await chooseLanguage(page, language);
          await walk(page, language, group);
        });
      }
    });
  });
}
