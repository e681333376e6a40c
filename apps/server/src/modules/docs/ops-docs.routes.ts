import { opsDocsEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  createDocCategory,
  deleteDocCategory,
  moveDocCategory,
  updateDocCategory,
} from './ops-doc-categories.service';
import {
  createDocArticle,
  deleteDocArticle,
  getStaffDocArticle,
  listStaffDocs,
  moveDocArticle,
  publishDocArticle,
  saveDocArticle,
  unpublishDocArticle,
} from './ops-docs.service';

/** Support's docs centre: the tree, drafts written in the console's editor, publishing; all audited. */
export const opsDocsRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.docs, async () => ok(await listStaffDocs(deps)));
  handle(app, endpoints.article, async (request) => ok(await getStaffDocArticle(deps, request.body.id)));
  handle(app, endpoints.createCategory, async (request) =>
    ok(await createDocCategory(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.updateCategory, async (request) =>
    ok(await updateDocCategory(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.moveCategory, async (request) =>
    ok(await moveDocCategory(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.deleteCategory, async (request) =>
    ok(await deleteDocCategory(deps, staffActorOf(request), request.body.id)),
  );
  handle(app, endpoints.createArticle, async (request) =>
    ok(await createDocArticle(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.saveArticle, async (request) =>
    ok(await saveDocArticle(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.moveArticle, async (request) =>
    ok(await moveDocArticle(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.publishArticle, async (request) =>
    ok(await publishDocArticle(deps, staffActorOf(request), request.body.id)),
  );
  handle(app, endpoints.unpublishArticle, async (request) =>
    ok(await unpublishDocArticle(deps, staffActorOf(request), request.body.id)),
  );
  handle(app, endpoints.deleteArticle, async (request) =>
    ok(await deleteDocArticle(deps, staffActorOf(request), request.body.id)),
  );
};
