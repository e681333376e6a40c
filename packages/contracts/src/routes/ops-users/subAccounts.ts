// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const subAccounts: Route<(typeof ENDPOINTS)['opsUsers']['subAccounts']> = {
  method: 'POST',
  path: '/api/ops/get_user_sub_accounts',
  access: 'staff',
};
