// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const profile: Route<(typeof ENDPOINTS)['opsUsers']['profile']> = {
  method: 'POST',
  path: '/api/ops/get_user_profile',
  access: 'staff',
};
