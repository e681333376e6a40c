// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatUnbind: Route<(typeof ENDPOINTS)['auth']['wechatUnbind']> = {
  method: 'POST',
  path: '/api/auth/wechat/unbind_account',
  access: 'main',
};
