// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const claim: Route<(typeof ENDPOINTS)['coupons']['claim']> = {
  method: 'POST',
  path: '/api/assign_to_user',
  access: 'main',
};
