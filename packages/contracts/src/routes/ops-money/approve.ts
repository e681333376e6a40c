// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const approve: Route<(typeof ENDPOINTS)['opsMoney']['approve']> = {
  method: 'POST',
  path: '/api/ops/approve_adjustment',
  access: 'staff',
};
