// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const migrationTargets: Route<(typeof ENDPOINTS)['publicApi']['migrationTargets']> = {
  method: 'GET',
  path: '/openapi/v1/instances/:id/migration-targets',
  access: 'key',
};
