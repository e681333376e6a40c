// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const upgradeSpec: Route<(typeof ENDPOINTS)['instances']['upgradeSpec']> = {
  method: 'POST',
  path: '/api/instance/upgrade_spec',
  access: 'session',
};
