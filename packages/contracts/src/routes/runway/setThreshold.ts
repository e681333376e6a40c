// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setThreshold: Route<(typeof ENDPOINTS)['runway']['setThreshold']> = {
  method: 'POST',
  path: '/api/wallet/set_low_balance_threshold',
  access: 'main',
};
