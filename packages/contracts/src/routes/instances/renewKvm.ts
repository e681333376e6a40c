// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renewKvm: Route<(typeof ENDPOINTS)['instances']['renewKvm']> = {
  method: 'POST',
  path: '/api/renew_kvm_v2',
  access: 'session',
};
