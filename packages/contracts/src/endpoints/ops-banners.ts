import { endpoint } from '../endpoint';
import {
  opsBannerByIdRequest,
  opsBannerListRequest,
  opsBannerListResponse,
  opsBannerResponse,
  opsCreateBannerRequest,
  opsDeleteBannerResponse,
  opsReorderBannersRequest,
  opsReorderBannersResponse,
  opsUpdateBannerRequest,
} from '../ops-banners';

const tag = 'Operator console: content';
/** The store's banners are support's, as the notices are. */
const support = { access: 'staff', staffRoles: ['support'] } as const;

/** The store page's promotion banners: written in both languages, shown, hidden, ordered; audited. */
export const opsBannersEndpoints = {
  bannerList: endpoint({
    method: 'POST',
    path: '/api/ops/get_banner_list',
    ...support,
    tag,
    summary: 'Every banner, shown and hidden, in the order the store shows them',
    request: opsBannerListRequest,
    response: opsBannerListResponse,
  }),
  createBanner: endpoint({
    method: 'POST',
    path: '/api/ops/create_banner',
    ...support,
    tag,
    summary: 'Add a banner, hidden until activated, after the others',
    request: opsCreateBannerRequest,
    response: opsBannerResponse,
  }),
  updateBanner: endpoint({
    method: 'POST',
    path: '/api/ops/update_banner',
    ...support,
    tag,
    summary: "Change a banner's texts, link and single-language mark",
    description:
      'An active banner keeps a title in both languages, or in one with single_language set: a change that empties one is refused with 1 naming the field.',
    request: opsUpdateBannerRequest,
    response: opsBannerResponse,
  }),
  activateBanner: endpoint({
    method: 'POST',
    path: '/api/ops/activate_banner',
    ...support,
    tag,
    summary: 'Show a banner on the store page',
    description:
      'It needs a title in both languages, or in one with single_language set; else it is refused with 1, the reason naming the empty field (title_zh: is required in Chinese unless single_language is set).',
    request: opsBannerByIdRequest,
    response: opsBannerResponse,
  }),
  deactivateBanner: endpoint({
    method: 'POST',
    path: '/api/ops/deactivate_banner',
    ...support,
    tag,
    summary: 'Take a banner off the store page; it stays in the list',
    request: opsBannerByIdRequest,
    response: opsBannerResponse,
  }),
  reorderBanners: endpoint({
    method: 'POST',
    path: '/api/ops/reorder_banners',
    ...support,
    tag,
    summary: 'Put the banners in a new order (ids names every banner once)',
    request: opsReorderBannersRequest,
    response: opsReorderBannersResponse,
  }),
  deleteBanner: endpoint({
    method: 'POST',
    path: '/api/ops/delete_banner',
    ...support,
    tag,
    summary: 'Delete a banner',
    request: opsBannerByIdRequest,
    response: opsDeleteBannerResponse,
  }),
};
