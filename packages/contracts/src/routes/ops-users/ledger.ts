// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ledger: Route<(typeof ENDPOINTS)['opsUsers']['ledger']> = {
  method: 'POST',
  path: '/api/ops/get_user_ledger',
  access: 'staff',
};
