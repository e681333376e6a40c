// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const fromInstance: Route<(typeof ENDPOINTS)['templates']['fromInstance']> = {
  method: 'POST',
  path: '/api/template/from_instance',
  access: 'session',
};
