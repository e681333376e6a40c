// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const alipayNotify: Route<(typeof ENDPOINTS)['wallet']['alipayNotify']> = {
  method: 'POST',
  path: '/api/payment/notify/alipay',
  access: 'public',
};
