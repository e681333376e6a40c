// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const timeline: Route<(typeof ENDPOINTS)['runway']['timeline']> = {
  method: 'POST',
  path: '/api/instance/get_timeline',
  access: 'session',
};
