// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bannerList: Route<(typeof ENDPOINTS)['opsBanners']['bannerList']> = {
  method: 'POST',
  path: '/api/ops/get_banner_list',
  access: 'staff',
};
