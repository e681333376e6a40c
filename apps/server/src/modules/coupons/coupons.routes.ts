import { couponsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { claimCoupon, getUserCoupons, getVisibleCouponGroups, useMoneyCoupon } from './coupons.service';

/** Coupons belong to main accounts: they are money, and sub-accounts do not hold money. */
export const couponsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.visibleGroups, async (request) =>
    ok({ data: await getVisibleCouponGroups(deps, authOf(request)) }),
  );

  handle(app, endpoints.claim, async (request) =>
    ok(await claimCoupon(deps, authOf(request), request.body.group_id)),
  );

  handle(app, endpoints.userCoupons, async (request) =>
    ok(await getUserCoupons(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.useMoneyCoupon, async (request) =>
    ok(await useMoneyCoupon(deps, authOf(request), request.body.coupon_id)),
  );
};
