import { softwareEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  addRelease,
  allSoftware,
  publishedSoftware,
  removeRelease,
  saveProduct,
  setPublished,
  storeUpload,
} from './software.service';
import { downloadRelease } from './software-download.service';
import { receiveSoftwareFile } from './software-upload';

/** Software downloads: the public list and resumable files; support's products, uploads and releases. */
export const softwareRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.list, async () => ok(await publishedSoftware(deps)));

  handle(app, endpoints.download, async (request, reply) => {
    const headers = request.headers;
    const file = await downloadRelease(deps, request.params.id, {
      range: typeof headers.range === 'string' ? headers.range : undefined,
      ifRange: typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined,
    });
    // Installers do not shrink, and a compressed body would break the byte ranges a resume asks for.
    return reply
      .code(file.status)
      .headers(file.headers)
      .header('content-encoding', 'identity')
      .send(file.body);
  });

  handle(app, endpoints.opsList, async () => ok(await allSoftware(deps)));

  handle(app, endpoints.opsSave, async (request) =>
    ok(await saveProduct(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.opsPublish, async (request) =>
    ok(await setPublished(deps, staffActorOf(request), request.body.id, request.body.published)),
  );

  handle(app, endpoints.opsUpload, async (request) => {
    const actor = staffActorOf(request);
    return ok(await storeUpload(deps, actor, await receiveSoftwareFile(request)));
  });

  handle(app, endpoints.opsAddRelease, async (request) =>
    ok(await addRelease(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.opsDeleteRelease, async (request) =>
    ok(await removeRelease(deps, staffActorOf(request), request.body.id)),
  );
};
