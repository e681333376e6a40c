import {
  bannerAndNoticeRequest,
  bannerAndNoticeResponse,
  noticeByIdRequest,
  noticeByIdResponse,
  noticePageRequest,
  noticePageResponse,
} from '@gpucloud/contracts';
import { ok } from '../../core/envelope';
import type { RoutesPlugin } from '../../core/http/route-types';
import { getBannersAndNotices, getNotice, getNoticePage } from './notices.service';

const tags = ['notices'];

export const noticesRoutes: RoutesPlugin = async (app, { deps }) => {
  app.post(
    '/app/get_banner_and_notice',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Store banners and the three newest notices',
        body: bannerAndNoticeRequest.optional(),
        response: { 200: bannerAndNoticeResponse },
      },
    },
    async () => ok(await getBannersAndNotices(deps)),
  );

  app.get(
    '/get_notice_by_page',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Published notices, newest first (data.data)',
        querystring: noticePageRequest,
        response: { 200: noticePageResponse },
      },
    },
    async (request) => ok(await getNoticePage(deps, request.query.page, request.query.page_size)),
  );

  app.post(
    '/get_blod_by_id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One notice with its markdown content',
        body: noticeByIdRequest,
        response: { 200: noticeByIdResponse },
      },
    },
    async (request) => ok(await getNotice(deps, request.body.id)),
  );
};
