// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const quotePrice: Route<(typeof ENDPOINTS)['instances']['quotePrice']> = {
  method: 'POST',
  path: '/api/instance/query_price',
  access: 'session',
};
