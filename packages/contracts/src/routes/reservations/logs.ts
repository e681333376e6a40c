// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const logs: Route<(typeof ENDPOINTS)['reservations']['logs']> = {
  method: 'POST',
  path: '/api/logs/get_baremetal_log_list',
  access: 'session',
};
