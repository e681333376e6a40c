import { autoStopEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { clearAutoStop, getAutoStop, keepRunning, listAutoStops, setAutoStop } from './auto-stop.service';

/** Auto-stop (issue 42): an instance's rules, read, set, cleared, and the idle warning's "keep running". */
export const autoStopRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.get, async (request) =>
    ok(await getAutoStop(deps, authOf(request), request.body.instance_id)),
  );
  handle(app, endpoints.list, async (request) => ok(await listAutoStops(deps, authOf(request))));
  handle(app, endpoints.set, async (request) => ok(await setAutoStop(deps, authOf(request), request.body)));
  handle(app, endpoints.clear, async (request) =>
    ok(await clearAutoStop(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.keepRunning, async (request) =>
    ok(await keepRunning(deps, authOf(request), request.body.instance_id)),
  );
};
