// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const upgradeSpecOptions: Route<(typeof ENDPOINTS)['instances']['upgradeSpecOptions']> = {
  method: 'POST',
  path: '/api/instance/get_upgrade_spec_options',
  access: 'session',
};
