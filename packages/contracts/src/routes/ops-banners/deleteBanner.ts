// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteBanner: Route<(typeof ENDPOINTS)['opsBanners']['deleteBanner']> = {
  method: 'POST',
  path: '/api/ops/delete_banner',
  access: 'staff',
};
