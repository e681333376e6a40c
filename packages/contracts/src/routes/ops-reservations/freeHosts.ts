// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const freeHosts: Route<(typeof ENDPOINTS)['opsReservations']['freeHosts']> = {
  method: 'POST',
  path: '/api/ops/reservation/free_hosts',
  access: 'staff',
};
