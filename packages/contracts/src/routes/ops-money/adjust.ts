// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const adjust: Route<(typeof ENDPOINTS)['opsMoney']['adjust']> = {
  method: 'POST',
  path: '/api/ops/adjust_money',
  access: 'staff',
};
