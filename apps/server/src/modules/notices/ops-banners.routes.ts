import { opsBannersEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  activateBanner,
  createBanner,
  deactivateBanner,
  deleteBanner,
  listStaffBanners,
  reorderBanners,
  updateBanner,
} from './banners.service';

/** Support's store banners: written in both languages, shown, hidden, ordered and deleted; audited. */
export const opsBannersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.bannerList, async () => ok(await listStaffBanners(deps)));

  handle(app, endpoints.createBanner, async (request) =>
    ok(await createBanner(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.updateBanner, async (request) =>
    ok(await updateBanner(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.activateBanner, async (request) =>
    ok(await activateBanner(deps, staffActorOf(request), request.body.id)),
  );

  handle(app, endpoints.deactivateBanner, async (request) =>
    ok(await deactivateBanner(deps, staffActorOf(request), request.body.id)),
  );

  handle(app, endpoints.reorderBanners, async (request) =>
    ok(await reorderBanners(deps, staffActorOf(request), request.body.ids)),
  );

  handle(app, endpoints.deleteBanner, async (request) =>
    ok(await deleteBanner(deps, staffActorOf(request), request.body.id)),
  );
};
