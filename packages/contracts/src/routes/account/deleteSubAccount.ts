// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteSubAccount: Route<(typeof ENDPOINTS)['account']['deleteSubAccount']> = {
  method: 'POST',
  path: '/api/delete_user_sub_account',
  access: 'main',
};
