import { opsContentEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getOverview } from './overview.service';

/** The operator console's overview, open to every staff role. */
export const overviewRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.overview, async () => ok(await getOverview(deps)));
};
