import { opsContentEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { listCouponClaims, listCouponGroupsForStaff, stopCouponGroup } from './ops-coupons.service';

/** Finance's coupon groups: counts, claims and uses, stopping a group (audited). Creating is admin.createCouponGroup. */
export const opsCouponsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.couponGroups, async (request) =>
    ok(await listCouponGroupsForStaff(deps, request.body)),
  );

  handle(app, endpoints.couponClaims, async (request) =>
    ok(await listCouponClaims(deps, request.body, readerLanguage(request))),
  );

  handle(app, endpoints.stopCouponGroup, async (request) =>
    ok(await stopCouponGroup(deps, staffActorOf(request), request.body.group_id)),
  );
};
