// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const balance: Route<(typeof ENDPOINTS)['publicApi']['balance']> = {
  method: 'GET',
  path: '/openapi/v1/balance',
  access: 'key',
};
