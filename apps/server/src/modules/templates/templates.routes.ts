import { templatesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf, staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  opsDeleteTemplate,
  opsPublishTemplate,
  opsSaveTemplate,
  opsTemplates,
} from './ops-templates.service';
import {
  deleteTemplate,
  getTemplate,
  listTemplates,
  saveTemplate,
  templateFromInstance,
} from './templates.service';

/** Templates (issue 42): customers' private ones and published public ones; staff edit the public ones. */
export const templatesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listTemplates(deps, authOf(request))));
  handle(app, endpoints.get, async (request) =>
    ok(await getTemplate(deps, authOf(request), request.body.template_id)),
  );
  handle(app, endpoints.save, async (request) => ok(await saveTemplate(deps, authOf(request), request.body)));
  handle(app, endpoints.fromInstance, async (request) =>
    ok(await templateFromInstance(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) =>
    ok(await deleteTemplate(deps, authOf(request), request.body.template_id)),
  );

  handle(app, endpoints.opsList, async () => ok(await opsTemplates(deps)));
  handle(app, endpoints.opsSave, async (request) =>
    ok(await opsSaveTemplate(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.opsPublish, async (request) =>
    ok(await opsPublishTemplate(deps, staffActorOf(request), request.body.id, request.body.published)),
  );
  handle(app, endpoints.opsDelete, async (request) =>
    ok(await opsDeleteTemplate(deps, staffActorOf(request), request.body.id)),
  );
};
