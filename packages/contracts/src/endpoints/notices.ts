import { endpoint } from '../endpoint';
import {
  bannerAndNoticeRequest,
  bannerAndNoticeResponse,
  noticeByIdRequest,
  noticeByIdResponse,
  noticePageRequest,
  noticePageResponse,
} from '../notices';

const tag = 'notices';

export const noticesEndpoints = {
  bannerAndNotice: endpoint({
    method: 'POST',
    path: '/api/app/get_banner_and_notice',
    access: 'public',
    tag,
    summary: 'Store banners and the three newest notices',
    request: bannerAndNoticeRequest.optional(),
    response: bannerAndNoticeResponse,
  }),
  noticePage: endpoint({
    method: 'GET',
    path: '/api/get_notice_by_page',
    access: 'public',
    tag,
    summary: 'Published notices, newest first (data.data)',
    request: noticePageRequest,
    response: noticePageResponse,
  }),
  noticeById: endpoint({
    method: 'POST',
    path: '/api/get_blod_by_id',
    access: 'public',
    tag,
    summary: 'One notice with its markdown content',
    request: noticeByIdRequest,
    response: noticeByIdResponse,
  }),
};
