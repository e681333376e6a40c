// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateBanner: Route<(typeof ENDPOINTS)['opsBanners']['updateBanner']> = {
  method: 'POST',
  path: '/api/ops/update_banner',
  access: 'staff',
};
