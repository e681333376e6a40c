import { webhooksEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  createWebhook,
  listWebhookDeliveries,
  listWebhooks,
  removeWebhook,
  rotateWebhookSecret,
  sendTestWebhook,
  setWebhookEnabled,
  updateWebhook,
} from './webhooks.service';

/** The console's webhooks page: a main account's endpoints and their deliveries. */
export const webhooksRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listWebhooks(deps, authOf(request))));
  handle(app, endpoints.create, async (request) =>
    ok(await createWebhook(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.update, async (request) =>
    ok(await updateWebhook(deps, authOf(request), request.body.endpoint_id, request.body)),
  );
  handle(app, endpoints.setEnabled, async (request) =>
    ok(await setWebhookEnabled(deps, authOf(request), request.body.endpoint_id, request.body.enabled)),
  );
  handle(app, endpoints.rotateSecret, async (request) =>
    ok(await rotateWebhookSecret(deps, authOf(request), request.body.endpoint_id)),
  );
  handle(app, endpoints.sendTest, async (request) =>
    ok(await sendTestWebhook(deps, authOf(request), request.body.endpoint_id)),
  );
  handle(app, endpoints.deliveries, async (request) =>
    ok(await listWebhookDeliveries(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) =>
    ok(await removeWebhook(deps, authOf(request), request.body.endpoint_id)),
  );
};
