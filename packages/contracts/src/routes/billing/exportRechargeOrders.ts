// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const exportRechargeOrders: Route<(typeof ENDPOINTS)['billing']['exportRechargeOrders']> = {
  method: 'POST',
  path: '/api/export_recharge_order',
  access: 'main',
};
