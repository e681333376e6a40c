// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateVcpu: Route<(typeof ENDPOINTS)['instances']['updateVcpu']> = {
  method: 'POST',
  path: '/api/update_vcpu',
  access: 'session',
};
