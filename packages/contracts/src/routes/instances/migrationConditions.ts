// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const migrationConditions: Route<(typeof ENDPOINTS)['instances']['migrationConditions']> = {
  method: 'POST',
  path: '/api/instance/get_kvm_migration_conditions',
  access: 'session',
};
