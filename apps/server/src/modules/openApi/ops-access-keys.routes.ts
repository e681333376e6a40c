import { opsAccessKeyEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { accountAccessKeys, disableAccountAccessKey } from './ops-access-keys.service';

/** The staff customer page's access keys: read by support and finance, switched off by support. */
export const opsAccessKeyRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await accountAccessKeys(deps, request.body.user_id)));
  handle(app, endpoints.disable, async (request) =>
    ok(await disableAccountAccessKey(deps, staffActorOf(request), request.body)),
  );
};
