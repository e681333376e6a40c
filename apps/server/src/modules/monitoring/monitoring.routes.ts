import { monitoringEndpoints as endpoints, opsMonitoringEndpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getInstanceMetrics, getInstanceMetricsForStaff, getLatestMetrics } from './series.service';

/** Monitoring (issue 42): an instance's figures over time, the list's live figures, and staff's view. */
export const monitoringRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.series, async (request) =>
    ok(await getInstanceMetrics(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.latest, async (request) =>
    ok(await getLatestMetrics(deps, authOf(request), request.body)),
  );
  handle(app, opsMonitoringEndpoints.series, async (request) =>
    ok(await getInstanceMetricsForStaff(deps, request.body)),
  );
};
