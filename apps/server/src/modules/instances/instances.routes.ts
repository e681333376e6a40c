import { instancesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { noteInstance } from './actions.service';
import { listInstancesFor, requestErrorRefund } from './instances.service';
import { quoteRentalFor, rentInstance } from './rent.service';

export const instancesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.quotePrice, async (request) =>
    ok(await quoteRentalFor(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.create, async (request) =>
    ok(await rentInstance(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.list, async (request) =>
    ok(await listInstancesFor(deps, authOf(request), { ...request.body, language: readerLanguage(request) })),
  );

  handle(app, endpoints.errorRefund, async (request) =>
    ok(await requestErrorRefund(deps, authOf(request), request.body.instance_id)),
  );

  handle(app, endpoints.note, async (request) => {
    await noteInstance(deps, authOf(request), request.body.instance_id, request.body.note);
    return ok({});
  });

  handle(app, endpoints.bareMetalList, async (request) =>
    ok(
      await listInstancesFor(deps, authOf(request), {
        ...request.body,
        kind: 'bare_metal',
        language: readerLanguage(request),
      }),
    ),
  );

  handle(app, endpoints.bareMetalNote, async (request) => {
    await noteInstance(deps, authOf(request), request.body.instance_id, request.body.note, 'bare_metal');
    return ok({});
  });
};
