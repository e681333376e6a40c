import { dialogOf, type Visit } from './axeWalk';
import type { CustomerPage } from './everyPage';

/** What a customer's pages are opened with: one of their instances and one of their work orders. */
export interface CustomerOwn {
  instanceName: string;
  instanceId: number;
  workOrderId: number;
}

/** The demo customer's own (the seed's gpu-7 and work order 9). */
export const DEMO_CUSTOMER_OWN: CustomerOwn = { instanceName: 'gpu-7', instanceId: 7, workOrderId: 9 };

/**
 * How each console page of the route table is opened for a customer (everyPage.ts's CUSTOMER_PAGES),
 * with the dialogs a walk opens over it; the pages of one instance or work order open `own`'s.
 */
export function customerVisits(own: CustomerOwn): Record<CustomerPage, Visit> {
  return {
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
    '/console/instancePlugin/:instanceName': { url: `/console/instancePlugin/${own.instanceName}` },
    '/console/instance/monitor': { url: `/console/instance/monitor?id=${own.instanceId}` },
    '/console/instances/:instanceId/terminal': { url: `/console/instances/${own.instanceId}/terminal` },
    '/console/reservations': { url: '/console/reservations' },
    '/console/gpu-waits': { url: '/console/gpu-waits' },
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
    '/console/createWorkOrder/myWorkOrderDetail/:id': {
      url: `/console/createWorkOrder/myWorkOrderDetail/${own.workOrderId}`,
    },
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
    '/console/webhooks': {
      url: '/console/webhooks',
      overlays: [dialogOf({ 'en-US': 'Add endpoint', 'zh-CN': '添加端点' })],
    },
    '/console/*': { url: '/console/no-such-page' },
  };
}
