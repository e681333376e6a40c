import { accountEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { unregister, unregisterCheck } from './unregister.service';

/** Closing an account (SPEC §2 safe): what still blocks it, and the closing itself after an SMS code. */
export const unregisterRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.unregisterCheck, async (request) => ok(await unregisterCheck(deps, authOf(request))));

  handle(app, endpoints.unregister, async (request) => {
    await unregister(deps, authOf(request), request.body.verify_code);
    return ok({});
  });
};
