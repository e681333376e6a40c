// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const refuse: Route<(typeof ENDPOINTS)['opsReservations']['refuse']> = {
  method: 'POST',
  path: '/api/ops/reservation/refuse',
  access: 'staff',
};
