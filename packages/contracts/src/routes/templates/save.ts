// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const save: Route<(typeof ENDPOINTS)['templates']['save']> = {
  method: 'POST',
  path: '/api/template/save',
  access: 'session',
};
