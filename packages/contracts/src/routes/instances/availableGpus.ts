// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const availableGpus: Route<(typeof ENDPOINTS)['instances']['availableGpus']> = {
  method: 'POST',
  path: '/api/instance/get_instance_available_kvm_num',
  access: 'session',
};
