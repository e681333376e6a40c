// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bindAccountList: Route<(typeof ENDPOINTS)['auth']['bindAccountList']> = {
  method: 'POST',
  path: '/api/auth/get_bind_account_list',
  access: 'main',
};
