// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const reorderBanners: Route<(typeof ENDPOINTS)['opsBanners']['reorderBanners']> = {
  method: 'POST',
  path: '/api/ops/reorder_banners',
  access: 'staff',
};
