import { sessionOnlyRequest } from '../account';
import {
  assignCouponRequest,
  assignCouponResponse,
  useMoneyCouponRequest,
  useMoneyCouponResponse,
  userCouponsRequest,
  userCouponsResponse,
  visibleCouponGroupsResponse,
} from '../coupons';
import { endpoint } from '../endpoint';

const tag = 'coupons';

/** Coupons belong to main accounts: they are money, and sub-accounts do not hold money. */
export const couponsEndpoints = {
  visibleGroups: endpoint({
    method: 'POST',
    path: '/api/get_all_user_visible_coupon_group',
    access: 'main',
    tag,
    summary: 'Coupon groups open for claiming, with RemainNum and whether the caller holds one',
    request: sessionOnlyRequest,
    response: visibleCouponGroupsResponse,
  }),
  claim: endpoint({
    method: 'POST',
    path: '/api/assign_to_user',
    access: 'main',
    tag,
    summary: 'Claim one coupon of a group',
    request: assignCouponRequest,
    response: assignCouponResponse,
  }),
  userCoupons: endpoint({
    method: 'POST',
    path: '/api/get_user_assigned_coupon',
    access: 'main',
    tag,
    summary: "The caller's coupons (status -1 all, 0 unused, 1 used, 2 usable now, 3 expired)",
    request: userCouponsRequest,
    response: userCouponsResponse,
  }),
  useMoneyCoupon: endpoint({
    method: 'POST',
    path: '/api/use_money_coupon',
    access: 'main',
    tag,
    summary: 'Use a top-up voucher: its amount is added to the balance',
    request: useMoneyCouponRequest,
    response: useMoneyCouponResponse,
  }),
};
