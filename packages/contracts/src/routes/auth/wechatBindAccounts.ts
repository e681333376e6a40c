// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatBindAccounts: Route<(typeof ENDPOINTS)['auth']['wechatBindAccounts']> = {
  method: 'POST',
  path: '/api/auth/wechat/get_bind_account_list',
  access: 'main',
};
