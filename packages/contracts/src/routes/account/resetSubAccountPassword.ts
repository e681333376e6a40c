// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const resetSubAccountPassword: Route<(typeof ENDPOINTS)['account']['resetSubAccountPassword']> = {
  method: 'POST',
  path: '/api/reset_user_sub_account_password',
  access: 'main',
};
