// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const balanceChangeList: Route<(typeof ENDPOINTS)['wallet']['balanceChangeList']> = {
  method: 'POST',
  path: '/api/get_wallet_balance_change_list',
  access: 'main',
};
