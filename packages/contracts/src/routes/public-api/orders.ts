// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const orders: Route<(typeof ENDPOINTS)['publicApi']['orders']> = {
  method: 'GET',
  path: '/openapi/v1/orders',
  access: 'key',
};
