// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const userVipInfo: Route<(typeof ENDPOINTS)['account']['userVipInfo']> = {
  method: 'POST',
  path: '/api/get_user_vip_info',
  access: 'session',
};
