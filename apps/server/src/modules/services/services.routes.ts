import { servicesEndpoints as endpoints, opsServicesEndpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { setHostServices, userServices } from './ops-services.service';
import { listServices, openService } from './services.service';

/** Instance services on origins of their own (issue 40); the proxy itself is service-gateway.ts. */
export const servicesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listServices(deps, authOf(request), request.body)));
  handle(app, endpoints.open, async (request) => ok(await openService(deps, authOf(request), request.body)));
  handle(app, opsServicesEndpoints.hostSetServices, async (request) =>
    ok(await setHostServices(deps, staffActorOf(request), request.body)),
  );
  handle(app, opsServicesEndpoints.userServices, async (request) =>
    ok(await userServices(deps, request.body)),
  );
};
