// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const availableKvmNum: Route<(typeof ENDPOINTS)['store']['availableKvmNum']> = {
  method: 'POST',
  path: '/api/get_available_kvm_num',
  access: 'public',
};
