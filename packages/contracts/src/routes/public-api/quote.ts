// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const quote: Route<(typeof ENDPOINTS)['publicApi']['quote']> = {
  method: 'POST',
  path: '/openapi/v1/quote',
  access: 'key',
};
