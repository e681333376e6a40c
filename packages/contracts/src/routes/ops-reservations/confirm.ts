// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const confirm: Route<(typeof ENDPOINTS)['opsReservations']['confirm']> = {
  method: 'POST',
  path: '/api/ops/reservation/confirm',
  access: 'staff',
};
