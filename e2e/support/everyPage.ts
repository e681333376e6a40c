/**
 * Every page of the web's route table (apps/web/src/app/routes.tsx with each feature's routes.tsx and
 * apps/web/src/ops/routes.tsx), by the full pattern of its route, grouped by who opens it in the
 * accessibility walk (a11y-every-page.spec.ts, a11y-ops.spec.ts). A page is a route that renders
 * something and has no children; a redirect without a page of its own (`/`, `/console`, a parent
 * opening its first child) is not one.
 *
 * apps/web/src/app/everyPageWalked.test.ts collects the route table's pages and fails when this list
 * misses one (a new route must be walked) or names one that is gone. Plain data, no imports: the web's
 * unit tests read it under the web's tsconfig.
 */

/** Opened signed out: the public site, the customer's login and the operator console's login. */
export const SIGNED_OUT_PAGES = [
  '/login',
  '/store',
  '/createInstance',
  '/instanceAvailableKvmStore',
  '/inform',
  '/informDetail/:id',
  '/dataset',
  '/AIModels',
  '/docs',
  '/docs/:id',
  '/software',
  '/agreements',
  '/verifyAgreement',
  '/unregisterAgreement',
  '/workOrderAgreement',
  '/restartInstance',
  '/scoreStore',
  '/studentverify',
  '/*',
  '/ops/login',
] as const;

/** Opened as the demo customer (DEMO_STATE): the console, and the public page that needs an account. */
export const CUSTOMER_PAGES = [
  '/AIModels/:id',
  '/console/dashboard',
  '/console/accountInfo',
  '/console/subAccountInstance',
  '/console/safe',
  '/console/sshKeys',
  '/console/instancePlugin/:instanceName',
  '/console/instance/monitor',
  '/console/instances/:instanceId/terminal',
  '/console/reservations',
  '/console/gpu-waits',
  '/console/customizeImage',
  '/console/templates',
  '/console/cloudDisk',
  '/console/coupon',
  '/console/recharge',
  '/console/pay',
  '/console/finance/orders',
  '/console/finance/expenseDetail',
  '/console/invoice',
  '/console/messages',
  '/console/createWorkOrder/selectQuestion',
  '/console/createWorkOrder/submit/:id/:question/:resource_type',
  '/console/createWorkOrder/myWorkOrderDetail/:id',
  '/console/createWorkOrder/myWorkOrder',
  '/console/verification/selectVerification',
  '/console/verification/personal',
  '/console/verification/bankCardVerify',
  '/console/verification/enterprise',
  '/console/verification/license',
  '/console/verification/otherChannel',
  '/console/salesPartner/salesDashboard',
  '/console/finance/withdrawRecords',
  '/console/income',
  '/console/openapi/accessKey',
  '/console/webhooks',
  '/console/*',
] as const;

/** Opened as the demo admin, whose role opens every page of the operator console. */
export const STAFF_PAGES = [
  '/ops',
  '/ops/audit',
  '/ops/staff',
  '/ops/users',
  '/ops/users/:userId',
  '/ops/adjustments',
  '/ops/refunds',
  '/ops/work-orders',
  '/ops/work-orders/canned-replies',
  '/ops/work-orders/:id',
  '/ops/work-order-help',
  '/ops/verifications',
  '/ops/verifications/:id',
  '/ops/invoices',
  '/ops/partners',
  '/ops/withdrawals',
  '/ops/reservations',
  '/ops/hosts',
  '/ops/regions',
  '/ops/images',
  '/ops/overview',
  '/ops/coupons',
  '/ops/notices',
  '/ops/notices/:id',
  '/ops/banners',
  '/ops/docs',
  '/ops/docs/:id',
  '/ops/notifications',
  '/ops/sms-outbox',
  '/ops/email-outbox',
  '/ops/datasets',
  '/ops/ai-models',
  '/ops/templates',
  '/ops/software',
  '/ops/agreements',
  '/ops/score-store',
  '/ops/*',
] as const;

export type SignedOutPage = (typeof SIGNED_OUT_PAGES)[number];
export type CustomerPage = (typeof CUSTOMER_PAGES)[number];
export type StaffPage = (typeof STAFF_PAGES)[number];

/** The languages every page is walked in (the app's language switch: en-US and zh-CN). */
export const WALKED_LANGUAGES = ['en-US', 'zh-CN'] as const;
