// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const enableLogin: Route<(typeof ENDPOINTS)['opsUsers']['enableLogin']> = {
  method: 'POST',
  path: '/api/ops/enable_user_login',
  access: 'staff',
};
