// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deliver: Route<(typeof ENDPOINTS)['opsReservations']['deliver']> = {
  method: 'POST',
  path: '/api/ops/reservation/deliver',
  access: 'staff',
};
