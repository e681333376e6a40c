import {
  assignCouponRequest,
  assignCouponResponse,
  sessionOnlyRequest,
  useMoneyCouponRequest,
  useMoneyCouponResponse,
  userCouponsRequest,
  userCouponsResponse,
  visibleCouponGroupsResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import type { RoutesPlugin } from '../../core/http/route-types';
import { claimCoupon, getUserCoupons, getVisibleCouponGroups, useMoneyCoupon } from './coupons.service';

const tags = ['coupons'];

/** Coupons belong to main accounts: they are money, and sub-accounts do not hold money. */
export const couponsRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/get_all_user_visible_coupon_group',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Coupon groups open for claiming, with RemainNum and whether the caller holds one',
        body: sessionOnlyRequest,
        response: { 200: visibleCouponGroupsResponse },
      },
    },
    async (request) => ok({ data: await getVisibleCouponGroups(deps, authOf(request)) }),
  );

  app.post(
    '/assign_to_user',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Claim one coupon of a group',
        body: assignCouponRequest,
        response: { 200: assignCouponResponse },
      },
    },
    async (request) => ok(await claimCoupon(deps, authOf(request), request.body.group_id)),
  );

  app.post(
    '/get_user_assigned_coupon',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: "The caller's coupons (status -1 all, 0 unused, 1 used, 2 usable now, 3 expired)",
        body: userCouponsRequest,
        response: { 200: userCouponsResponse },
      },
    },
    async (request) => ok(await getUserCoupons(deps, authOf(request), request.body)),
  );

  app.post(
    '/use_money_coupon',
    {
      config: { access: 'main' },
      schema: {
        tags,
        summary: 'Use a top-up voucher: its amount is added to the balance',
        body: useMoneyCouponRequest,
        response: { 200: useMoneyCouponResponse },
      },
    },
    async (request) => ok(await useMoneyCoupon(deps, authOf(request), request.body.coupon_id)),
  );
};
