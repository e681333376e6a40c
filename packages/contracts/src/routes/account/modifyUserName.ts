// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const modifyUserName: Route<(typeof ENDPOINTS)['account']['modifyUserName']> = {
  method: 'POST',
  path: '/api/modify_user_name',
  access: 'main',
};
