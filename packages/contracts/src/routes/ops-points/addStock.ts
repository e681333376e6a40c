// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addStock: Route<(typeof ENDPOINTS)['opsPoints']['addStock']> = {
  method: 'POST',
  path: '/api/ops/score_store/add_stock',
  access: 'staff',
};
