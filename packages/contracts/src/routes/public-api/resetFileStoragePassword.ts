// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const resetFileStoragePassword: Route<(typeof ENDPOINTS)['publicApi']['resetFileStoragePassword']> = {
  method: 'POST',
  path: '/openapi/v1/file-storage/password/reset',
  access: 'key',
};
