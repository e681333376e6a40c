// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addSshKey: Route<(typeof ENDPOINTS)['publicApi']['addSshKey']> = {
  method: 'POST',
  path: '/openapi/v1/ssh_keys',
  access: 'key',
};
