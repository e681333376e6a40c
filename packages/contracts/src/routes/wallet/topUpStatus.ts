// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const topUpStatus: Route<(typeof ENDPOINTS)['wallet']['topUpStatus']> = {
  method: 'POST',
  path: '/api/get_order_status',
  access: 'main',
};
