import { gpuWaitsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { cancelGpuWait, createGpuWait, listGpuWaitsFor } from './gpu-waits.service';

/** Waiting for a GPU (issue 44, point 2): open a wait, list them, cancel one. */
export const gpuWaitsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.create, async (request) => {
    const { session: _session, ...input } = request.body;
    return ok(await createGpuWait(deps, authOf(request), input));
  });
  handle(app, endpoints.list, async (request) =>
    ok(await listGpuWaitsFor(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.cancel, async (request) =>
    ok(await cancelGpuWait(deps, authOf(request), request.body.wait_id)),
  );
};
