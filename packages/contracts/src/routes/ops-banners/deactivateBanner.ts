// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deactivateBanner: Route<(typeof ENDPOINTS)['opsBanners']['deactivateBanner']> = {
  method: 'POST',
  path: '/api/ops/deactivate_banner',
  access: 'staff',
};
