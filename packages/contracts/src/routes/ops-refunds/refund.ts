// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const refund: Route<(typeof ENDPOINTS)['opsRefunds']['refund']> = {
  method: 'POST',
  path: '/api/ops/refund_top_up',
  access: 'staff',
};
