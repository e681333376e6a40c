/**
 * Coupons: groups staff issue, the customer's coupons, and their rules at checkout.
 * This file is the module's one door: other modules, the app, the jobs and the seed import only what it exports.
 */
export {
  findGroup,
  findUserCouponForUpdate,
  insertCouponGroup,
  insertUserCoupon,
  markCouponUsed,
  restoreCouponUsedBy,
  takeOneFromGroup,
} from './coupons.repository';
export { couponsRoutes } from './coupons.routes';
export { couponRuleOf, createCouponGroup } from './coupons.service';
export { opsCouponsRoutes } from './ops-coupons.routes';
