// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const migrate: Route<(typeof ENDPOINTS)['instances']['migrate']> = {
  method: 'POST',
  path: '/api/instance/migrate_instance',
  access: 'session',
};
