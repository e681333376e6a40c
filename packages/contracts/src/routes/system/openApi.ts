// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const openApi: Route<(typeof ENDPOINTS)['system']['openApi']> = {
  method: 'GET',
  path: '/api/openapi.json',
  access: 'public',
};
