// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const keepRunning: Route<(typeof ENDPOINTS)['autoStop']['keepRunning']> = {
  method: 'POST',
  path: '/api/instance/auto_stop/keep_running',
  access: 'session',
};
