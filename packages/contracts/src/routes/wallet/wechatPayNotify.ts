// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const wechatPayNotify: Route<(typeof ENDPOINTS)['wallet']['wechatPayNotify']> = {
  method: 'POST',
  path: '/api/payment/notify/wechatpay',
  access: 'public',
};
