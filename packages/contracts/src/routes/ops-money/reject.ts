// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const reject: Route<(typeof ENDPOINTS)['opsMoney']['reject']> = {
  method: 'POST',
  path: '/api/ops/reject_adjustment',
  access: 'staff',
};
