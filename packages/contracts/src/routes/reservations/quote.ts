// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const quote: Route<(typeof ENDPOINTS)['reservations']['quote']> = {
  method: 'POST',
  path: '/api/add_baremetal_reservation_query_price',
  access: 'main',
};
