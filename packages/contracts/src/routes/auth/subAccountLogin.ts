// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subAccountLogin: Route<(typeof ENDPOINTS)['auth']['subAccountLogin']> = {
  method: 'POST',
  path: '/api/sub_account_login',
  access: 'public',
};
