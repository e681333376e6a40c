// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subAccountInstances: Route<(typeof ENDPOINTS)['account']['subAccountInstances']> = {
  method: 'POST',
  path: '/api/get_user_sub_account_container',
  access: 'main',
};
