// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateMemoryQuote: Route<(typeof ENDPOINTS)['instances']['updateMemoryQuote']> = {
  method: 'POST',
  path: '/api/update_memory_query_price',
  access: 'session',
};
