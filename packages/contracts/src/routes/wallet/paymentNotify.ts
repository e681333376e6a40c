// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const paymentNotify: Route<(typeof ENDPOINTS)['wallet']['paymentNotify']> = {
  method: 'POST',
  path: '/api/payment/notify/sandbox',
  access: 'public',
};
