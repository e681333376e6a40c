// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatLoginStatus: Route<(typeof ENDPOINTS)['auth']['wechatLoginStatus']> = {
  method: 'POST',
  path: '/api/auth/wechat/get_login_status',
  access: 'public',
};
