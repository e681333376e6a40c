import { noticesEndpoints as endpoints } from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import { handle } from '../../core/http/endpoint-routes';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getBannersAndNotices, getNotice, getNoticePage } from './notices.service';

export const noticesRoutes: RoutesPlugin = async (app, { deps }) => {
  handle(app, endpoints.bannerAndNotice, async () => ok(await getBannersAndNotices(deps)));

  handle(app, endpoints.noticePage, async (request) =>
    ok(await getNoticePage(deps, request.query.page, request.query.page_size)),
  );

  handle(app, endpoints.noticeById, async (request) => ok(await getNotice(deps, request.body.id)));
};
