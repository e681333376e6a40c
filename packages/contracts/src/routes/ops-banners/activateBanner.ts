// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const activateBanner: Route<(typeof ENDPOINTS)['opsBanners']['activateBanner']> = {
  method: 'POST',
  path: '/api/ops/activate_banner',
  access: 'staff',
};
