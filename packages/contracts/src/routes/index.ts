// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export * as accountRoutes from './account';
export * as adminRoutes from './admin';
export * as agreementsRoutes from './agreements';
export * as authRoutes from './auth';
export * as billingRoutes from './billing';
export * as costReportsRoutes from './cost-reports';
export * as couponsRoutes from './coupons';
export * as inboxRoutes from './inbox';
export * as instancesRoutes from './instances';
export * as invoicesRoutes from './invoices';
export * as noticesRoutes from './notices';
export * as opsRoutes from './ops';
export * as opsContentRoutes from './ops-content';
export * as opsFleetRoutes from './ops-fleet';
export * as opsMoneyRoutes from './ops-money';
export * as opsPartnersRoutes from './ops-partners';
export * as opsUsersRoutes from './ops-users';
export * as opsVerificationRoutes from './ops-verification';
export * as opsWorkOrderDeskRoutes from './ops-work-order-desk';
export * as opsWorkOrdersRoutes from './ops-work-orders';
export * as partnersRoutes from './partners';
export * as storeRoutes from './store';
export * as systemRoutes from './system';
export * as verificationRoutes from './verification';
export * as walletRoutes from './wallet';
export * as workOrdersRoutes from './work-orders';
