import { opsMoneyEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { approveAdjustment, rejectAdjustment } from './adjustment-decisions.service';
import { listMoneyAdjustments, requestAdjustment } from './adjustments.service';

/** Money adjustments: finance asks (and lists), an admin other than the requester decides large ones. */
export const adjustmentsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.adjust, async (request) =>
    ok(await requestAdjustment(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.list, async (request) => ok(await listMoneyAdjustments(deps, request.body)));
  handle(app, endpoints.approve, async (request) =>
    ok(await approveAdjustment(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.reject, async (request) =>
    ok(await rejectAdjustment(deps, staffActorOf(request), request.body)),
  );
};
