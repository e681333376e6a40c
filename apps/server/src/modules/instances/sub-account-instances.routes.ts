import { accountEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { subAccountContainers } from './sub-account-instances.service';

/** A main account's view of its sub-accounts' instances (SPEC §2 subAccountInstance), and a sub-account's own. */
export const subAccountInstancesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.subAccountInstances, async (request) =>
    ok(await subAccountContainers(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.ownSubAccountInstances, async (request) =>
    ok(await subAccountContainers(deps, authOf(request), request.body)),
  );
};
