// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const refundableTopUps: Route<(typeof ENDPOINTS)['opsRefunds']['refundableTopUps']> = {
  method: 'POST',
  path: '/api/ops/get_refundable_top_ups',
  access: 'staff',
};
