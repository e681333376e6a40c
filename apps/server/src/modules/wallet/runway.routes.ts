import { runwayEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getRunway, setLowBalanceThreshold } from './runway.service';

/** The runway and the low-balance threshold (issue 44). */
export const runwayRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.get, async (request) => ok(await getRunway(deps, authOf(request))));
  handle(app, endpoints.setThreshold, async (request) =>
    ok(await setLowBalanceThreshold(deps, authOf(request), request.body.threshold)),
  );
};
