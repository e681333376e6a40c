// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateBandwidthQuote: Route<(typeof ENDPOINTS)['instances']['updateBandwidthQuote']> = {
  method: 'POST',
  path: '/api/instance/update_bandwidth_query_price',
  access: 'session',
};
