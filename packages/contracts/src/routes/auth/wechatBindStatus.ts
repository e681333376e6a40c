// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatBindStatus: Route<(typeof ENDPOINTS)['auth']['wechatBindStatus']> = {
  method: 'POST',
  path: '/api/auth/wechat/get_bind_status',
  access: 'main',
};
