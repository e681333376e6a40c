export * from './account-rules';
export * from './funds';
export * from './money';
export * from './top-up';
export * from './vip';
export * from './vouchers';
export * from './coupons';
