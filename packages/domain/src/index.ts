export * from './account-rules';
export * from './coupons';
export * from './funds';
export * from './money';
export * from './payment-split';
export * from './top-up';
export * from './vip';
export * from './vouchers';
