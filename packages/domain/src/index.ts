export * from './account-rules';
export * from './money';
export * from './vip';
