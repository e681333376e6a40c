import { runwayEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getTimeline } from './timeline.service';

export const timelineRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.timeline, async (request) =>
    ok(await getTimeline(deps, authOf(request), request.body.instance_id)),
  );
};
