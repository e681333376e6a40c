import { opsFleetEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { createImage, listFleetImages, setImageEnabled } from './fleet-images.service';
import { setHostInterruptiblePrice } from './host-interruptible-price.service';
import { listHostOutages, markHostDown, markHostUp } from './host-outages.service';
import { setHostNoGpuPrice, setHostPrice } from './host-price.service';
import { setHostStatus } from './host-status.service';
import { createHost, editHost, listFleetHosts } from './hosts.service';
import { createRegion, listRegions, renameRegion } from './regions.service';

/** The operator console's fleet pages: regions, hosts (specs, status, price) and images. */
export const fleetRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.regionList, async () => ok(await listRegions(deps)));

  handle(app, endpoints.regionCreate, async (request) =>
    ok(await createRegion(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.regionRename, async (request) => {
    await renameRegion(deps, staffActorOf(request), request.body);
    return ok({});
  });

  handle(app, endpoints.hostList, async (request) => ok(await listFleetHosts(deps, request.body)));

  handle(app, endpoints.hostCreate, async (request) =>
    ok(await createHost(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.hostEdit, async (request) => {
    await editHost(deps, staffActorOf(request), request.body);
    return ok({});
  });

  handle(app, endpoints.hostSetStatus, async (request) =>
    ok(await setHostStatus(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.hostOutageList, async (request) =>
    ok(await listHostOutages(deps, request.body.host_id)),
  );

  handle(app, endpoints.hostMarkDown, async (request) =>
    ok(await markHostDown(deps, staffActorOf(request), request.body.host_id)),
  );

  handle(app, endpoints.hostMarkUp, async (request) =>
    ok(await markHostUp(deps, staffActorOf(request), request.body.host_id)),
  );

  handle(app, endpoints.hostSetPrice, async (request) =>
    ok(await setHostPrice(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.hostSetNoGpuPrice, async (request) =>
    ok(await setHostNoGpuPrice(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.hostSetInterruptiblePrice, async (request) =>
    ok(await setHostInterruptiblePrice(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.imageList, async () => ok(await listFleetImages(deps)));

  handle(app, endpoints.imageCreate, async (request) =>
    ok(await createImage(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.imageSetEnabled, async (request) => {
    await setImageEnabled(deps, staffActorOf(request), request.body);
    return ok({});
  });
};
