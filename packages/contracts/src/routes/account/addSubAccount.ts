// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addSubAccount: Route<(typeof ENDPOINTS)['account']['addSubAccount']> = {
  method: 'POST',
  path: '/api/add_user_sub_account',
  access: 'main',
};
