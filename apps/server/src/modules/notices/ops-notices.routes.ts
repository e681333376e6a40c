import { opsContentEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { staffActorOf } from '../../core/http/access';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import {
  createNoticeDraft,
  getStaffNotice,
  listStaffNotices,
  publishNoticeDraft,
  saveNoticeDraft,
  unpublishNotice,
} from './notice-drafts.service';

/** Support's notice board: drafts written in the console's editor, published and taken down; audited. */
export const opsNoticesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.noticeList, async (request) =>
    ok(await listStaffNotices(deps, readerLanguage(request), request.body)),
  );

  handle(app, endpoints.noticeById, async (request) =>
    ok(await getStaffNotice(deps, readerLanguage(request), request.body.id)),
  );

  handle(app, endpoints.createNoticeDraft, async (request) =>
    ok(await createNoticeDraft(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.saveNoticeDraft, async (request) =>
    ok(await saveNoticeDraft(deps, staffActorOf(request), request.body)),
  );

  handle(app, endpoints.publishNotice, async (request) =>
    ok(await publishNoticeDraft(deps, staffActorOf(request), request.body.id)),
  );

  handle(app, endpoints.unpublishNotice, async (request) =>
    ok(await unpublishNotice(deps, staffActorOf(request), request.body.id)),
  );
};
