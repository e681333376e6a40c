import { publicApiEndpoints as endpoints, SIGNED_REQUEST_HEADERS } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getOrders } from '../billing';
import {
  getInstanceRowFor,
  instanceLog,
  listInstancesFor,
  quoteRentalFor,
  releaseInstance,
  renewInstance,
  runPowerAction,
} from '../instances';
import { getInstanceMetrics } from '../monitoring';
import { addSshKey, listSshKeys, removeSshKey } from '../sshKeys';
import { getGpuSelectorDetail, getInstanceSpecifications } from '../store';
import { getBalanceChanges } from '../wallet';
import { idempotencyKeyOf, oncePerIdempotencyKey } from './money-calls';
import { registerPublicApiDocument } from './public-api.document';
import {
  assertMainAccountKey,
  createPublicInstance,
  keyUsage,
  publicBalance,
  publicInstance,
  startForKey,
} from './public-api.service';
import { registerInstanceActions } from './public-api-actions.routes';
import { registerStorage } from './public-api-storage.routes';

/**
 * The public API /openapi/v1, in its own context: bodies are JSON only, kept as the exact bytes
 * the signature covers; every call goes through the console's own services and money owner.
 */
export const publicApiRoutes: RoutesPlugin = async (app, { deps }) => {
  app.removeContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    request.rawBody = bytes;
    parseJson(request, bytes.toString('utf8'), done);
  });
  await registerPublicApiDocument(app, deps.config.publicBaseUrl);

  handle(app, endpoints.usage, async (request) => ok(await keyUsage(deps, authOf(request))));

  handle(app, endpoints.offers, async (request) => ok(await getGpuSelectorDetail(deps, request.query)));
  handle(app, endpoints.offer, async (request) =>
    ok(await getInstanceSpecifications(deps, request.params.id)),
  );
  handle(app, endpoints.quote, async (request) =>
    ok(await quoteRentalFor(deps, authOf(request), request.body)),
  );

  handle(app, endpoints.create, async (request) => {
    const idempotencyKey = request.headers[SIGNED_REQUEST_HEADERS.idempotencyKey];
    return ok(
      await createPublicInstance(
        deps,
        authOf(request),
        request.body,
        typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      ),
    );
  });
  handle(app, endpoints.instances, async (request) =>
    ok(
      await listInstancesFor(deps, authOf(request), { ...request.query, language: readerLanguage(request) }),
    ),
  );
  handle(app, endpoints.instance, async (request) =>
    ok(await publicInstance(deps, authOf(request), request.params.id, readerLanguage(request))),
  );
  handle(app, endpoints.metrics, async (request) =>
    ok(
      await getInstanceMetrics(deps, authOf(request), {
        instance_id: request.params.id,
        range: request.query.range,
      }),
    ),
  );
  handle(app, endpoints.logs, async (request) =>
    ok(
      await instanceLog(
        deps,
        authOf(request),
        { ...request.query, instance_id: request.params.id },
        readerLanguage(request),
      ),
    ),
  );

  handle(app, endpoints.start, async (request) =>
    ok(await startForKey(deps, authOf(request), request.params.id, request.body?.gpu_count, 'stopped')),
  );
  handle(app, endpoints.stop, async (request) =>
    ok(await runPowerAction(deps, authOf(request), request.params.id, 'stop')),
  );
  handle(app, endpoints.restart, async (request) =>
    ok(await runPowerAction(deps, authOf(request), request.params.id, 'restart')),
  );
  handle(app, endpoints.release, async (request) =>
    ok(await releaseInstance(deps, authOf(request), request.params.id)),
  );
  handle(app, endpoints.renew, async (request) => {
    const auth = authOf(request);
    const { row } = await getInstanceRowFor(deps, auth, request.params.id);
    const route = row.Kind === 'container' ? 'container' : 'kvm';
    const call = { path: request.url.split('?')[0] ?? '', body: request.body };
    return ok(
      await oncePerIdempotencyKey(deps, auth, idempotencyKeyOf(request.headers), call, () =>
        renewInstance(deps, auth, { ...request.body, instance_id: request.params.id }, route),
      ),
    );
  });
  registerInstanceActions(app, deps);
  registerStorage(app, deps);

  handle(app, endpoints.balance, async (request) => ok(await publicBalance(deps, authOf(request))));
  handle(app, endpoints.orders, async (request) => {
    const auth = authOf(request);
    assertMainAccountKey(auth);
    return ok(await getOrders(deps, auth, request.query, readerLanguage(request)));
  });
  handle(app, endpoints.ledger, async (request) => {
    const auth = authOf(request);
    assertMainAccountKey(auth);
    return ok(await getBalanceChanges(deps, auth, request.query, readerLanguage(request)));
  });

  // SSH keys: the signing key's account's own (a sub-account's key: that sub-account's).
  handle(app, endpoints.sshKeys, async (request) => ok(await listSshKeys(deps, authOf(request))));
  handle(app, endpoints.addSshKey, async (request) =>
    ok(await addSshKey(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.deleteSshKey, async (request) =>
    ok(await removeSshKey(deps, authOf(request), request.params.id)),
  );
};
