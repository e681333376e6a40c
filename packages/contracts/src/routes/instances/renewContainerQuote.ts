// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renewContainerQuote: Route<(typeof ENDPOINTS)['instances']['renewContainerQuote']> = {
  method: 'POST',
  path: '/api/renew_container_v2_query_price',
  access: 'session',
};
