import { customImagesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { authOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  deleteOwnCustomImage,
  listCustomImages,
  listImagesSharedWithMe,
  listUsableCustomImages,
  saveCustomImage,
  shareCustomImage,
  unshareCustomImage,
} from './custom-images.service';

/** Custom images (issue 17): save a stopped instance, list, share, delete; used by the rental and reinitialise. */
export const customImagesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async (request) => ok(await listCustomImages(deps, authOf(request))));
  handle(app, endpoints.sharedList, async (request) =>
    ok(await listImagesSharedWithMe(deps, authOf(request))),
  );
  handle(app, endpoints.usable, async (request) =>
    ok(await listUsableCustomImages(deps, authOf(request), request.body.kind)),
  );
  handle(app, endpoints.save, async (request) =>
    ok(await saveCustomImage(deps, authOf(request), request.body)),
  );
  handle(app, endpoints.remove, async (request) => {
    await deleteOwnCustomImage(deps, authOf(request), request.body.image_id);
    return ok({});
  });
  handle(app, endpoints.share, async (request) => {
    await shareCustomImage(deps, authOf(request), request.body);
    return ok({});
  });
  handle(app, endpoints.unshare, async (request) => {
    await unshareCustomImage(deps, authOf(request), request.body);
    return ok({});
  });
};
