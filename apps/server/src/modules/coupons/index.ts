/** The coupons module's door: what other modules, the app and the jobs may use. */
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
