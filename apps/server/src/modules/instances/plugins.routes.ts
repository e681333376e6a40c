import { pluginsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { installPlugin, listInstancePlugins, removePlugin } from './plugins.service';

/** Instance plugins (issue 17): JupyterLab, TensorBoard, code-server and a monitor beside the workload. */
export const pluginsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) =>
    ok(await listInstancePlugins(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.install, async (request) =>
    ok(await installPlugin(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) =>
    ok(await removePlugin(deps, authOf(request), request.body)),
  );
};
