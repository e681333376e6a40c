// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const document: Route<(typeof ENDPOINTS)['publicApi']['document']> = {
  method: 'GET',
  path: '/openapi/v1/openapi.json',
  access: 'public',
};
