// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const buyVoucherPack: Route<(typeof ENDPOINTS)['wallet']['buyVoucherPack']> = {
  method: 'POST',
  path: '/api/buy_power_money',
  access: 'main',
};
