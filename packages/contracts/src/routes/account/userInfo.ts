// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const userInfo: Route<(typeof ENDPOINTS)['account']['userInfo']> = {
  method: 'POST',
  path: '/api/get_user_info',
  access: 'session',
};
