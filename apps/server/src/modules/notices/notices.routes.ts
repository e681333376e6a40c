import { noticesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { handle } from '../../core/http/endpoint-routes';
import { readerLanguage } from '../../core/http/reader-language';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getBannersAndNotices, getNotice, getNoticePage } from './notices.service';

export const noticesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.bannerAndNotice, async (request) =>
    ok(await getBannersAndNotices(deps, readerLanguage(request))),
  );

  handle(app, endpoints.noticePage, async (request) =>
    ok(await getNoticePage(deps, readerLanguage(request), request.query.page, request.query.page_size)),
  );

  handle(app, endpoints.noticeById, async (request) =>
    ok(await getNotice(deps, readerLanguage(request), request.body.id)),
  );
};
