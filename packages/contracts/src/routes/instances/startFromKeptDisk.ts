// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const startFromKeptDisk: Route<(typeof ENDPOINTS)['instances']['startFromKeptDisk']> = {
  method: 'POST',
  path: '/api/run_kvm_from_keepped_instancee',
  access: 'session',
};
