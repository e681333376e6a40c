// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const usage: Route<(typeof ENDPOINTS)['publicApi']['usage']> = {
  method: 'GET',
  path: '/openapi/v1/key',
  access: 'key',
};
