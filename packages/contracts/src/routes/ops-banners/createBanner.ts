// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createBanner: Route<(typeof ENDPOINTS)['opsBanners']['createBanner']> = {
  method: 'POST',
  path: '/api/ops/create_banner',
  access: 'staff',
};
