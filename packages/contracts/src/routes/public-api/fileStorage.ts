// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const fileStorage: Route<(typeof ENDPOINTS)['publicApi']['fileStorage']> = {
  method: 'GET',
  path: '/openapi/v1/file-storage',
  access: 'key',
};
