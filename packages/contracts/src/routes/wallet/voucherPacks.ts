// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const voucherPacks: Route<(typeof ENDPOINTS)['wallet']['voucherPacks']> = {
  method: 'POST',
  path: '/api/get_power_money_packs',
  access: 'public',
};
