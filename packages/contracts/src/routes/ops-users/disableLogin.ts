// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const disableLogin: Route<(typeof ENDPOINTS)['opsUsers']['disableLogin']> = {
  method: 'POST',
  path: '/api/ops/disable_user_login',
  access: 'staff',
};
