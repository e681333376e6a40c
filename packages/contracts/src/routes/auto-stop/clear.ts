// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const clear: Route<(typeof ENDPOINTS)['autoStop']['clear']> = {
  method: 'POST',
  path: '/api/instance/auto_stop/clear',
  access: 'session',
};
