// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const install: Route<(typeof ENDPOINTS)['plugins']['install']> = {
  method: 'POST',
  path: '/api/instance/plugin/install',
  access: 'session',
};
