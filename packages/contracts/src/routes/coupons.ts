// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.

export { claim } from './coupons/claim';
export { useMoneyCoupon } from './coupons/useMoneyCoupon';
export { userCoupons } from './coupons/userCoupons';
export { visibleGroups } from './coupons/visibleGroups';
