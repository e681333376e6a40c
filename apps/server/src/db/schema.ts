/** Every table, for drizzle-kit and the typed client; each lives beside the feature that owns it. */

export * from '../modules/account/account.table';
export * from '../modules/adjustments/adjustments.table';
export * from '../modules/agreements/agreements.table';
export * from '../modules/auth/auth.table';
export * from '../modules/auth/wechat.table';
export * from '../modules/billing/orders.table';
export * from '../modules/coupons/coupons.table';
export * from '../modules/images/images.table';
export * from '../modules/inbox/inbox.table';
export * from '../modules/instances/instances.table';
export * from '../modules/invoices/invoices.table';
export * from '../modules/notices/notices.table';
export * from '../modules/openApi/access-keys.table';
export * from '../modules/partners/partners.table';
export * from '../modules/staff/staff.table';
export * from '../modules/store/store.table';
export * from '../modules/verification/verification.table';
export * from '../modules/wallet/top-up.table';
export * from '../modules/wallet/wallet.table';
export * from '../modules/workOrders/work-order-help.table';
export * from '../modules/workOrders/work-orders.table';
export * from '../providers/compute/simulated/simulated-machines.table';
export * from '../providers/email/email-outbox.table';
export * from '../providers/payments/sandbox/sandbox-gateway.table';
export * from '../providers/sms/sms-outbox.table';
export * from '../providers/verification/sandbox/sandbox-verification.table';
