// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateVcpuQuote: Route<(typeof ENDPOINTS)['instances']['updateVcpuQuote']> = {
  method: 'POST',
  path: '/api/update_vcpu_query_price',
  access: 'session',
};
