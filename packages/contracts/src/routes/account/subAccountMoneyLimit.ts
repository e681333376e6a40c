// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subAccountMoneyLimit: Route<(typeof ENDPOINTS)['account']['subAccountMoneyLimit']> = {
  method: 'POST',
  path: '/api/modify_sub_account_money_limit',
  access: 'main',
};
