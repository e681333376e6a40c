// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const keepRunning: Route<(typeof ENDPOINTS)['publicApi']['keepRunning']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/auto-stop/keep-running',
  access: 'key',
};
