// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renewQuote: Route<(typeof ENDPOINTS)['reservations']['renewQuote']> = {
  method: 'POST',
  path: '/api/renew_bare_metal_instance_query_price',
  access: 'session',
};
