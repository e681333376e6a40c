// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const open: Route<(typeof ENDPOINTS)['services']['open']> = {
  method: 'POST',
  path: '/api/instance/services/open',
  access: 'session',
};
