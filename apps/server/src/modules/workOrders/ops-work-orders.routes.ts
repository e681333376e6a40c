import { opsWorkOrdersEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  createCategory,
  createSubcategory,
  removeCategory,
  removeSubcategory,
  renameCategory,
  renameSubcategory,
} from './work-order-catalogue.service';
import { createDocument, editDocument, removeDocument } from './work-order-documents.service';
import { workOrderCatalogue, workOrderDocuments } from './work-order-help.service';

/** The operator console's work-order help pages (support role): categories, subcategories, documents. */
export const opsWorkOrdersRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.catalogue, async () => ok(await workOrderCatalogue(deps)));

  handle(app, endpoints.categoryCreate, async (request) =>
    ok(await createCategory(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.categoryRename, async (request) => {
    await renameCategory(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, endpoints.categoryDelete, async (request) => {
    await removeCategory(deps, staffActorOf(request), request.body.category_id);
    return ok({});
  });

  handle(app, endpoints.subcategoryCreate, async (request) =>
    ok(await createSubcategory(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.subcategoryRename, async (request) => {
    await renameSubcategory(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, endpoints.subcategoryDelete, async (request) => {
    await removeSubcategory(deps, staffActorOf(request), request.body.subcategory_id);
    return ok({});
  });

  handle(app, endpoints.documentList, async (request) =>
    ok(await workOrderDocuments(deps, request.body.subcategory_id)),
  );
  handle(app, endpoints.documentCreate, async (request) =>
    ok(await createDocument(deps, staffActorOf(request), request.body)),
  );
  handle(app, endpoints.documentEdit, async (request) => {
    await editDocument(deps, staffActorOf(request), request.body);
    return ok({});
  });
  handle(app, endpoints.documentDelete, async (request) => {
    await removeDocument(deps, staffActorOf(request), request.body.document_id);
    return ok({});
  });
};
