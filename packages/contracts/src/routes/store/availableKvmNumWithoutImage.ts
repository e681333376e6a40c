// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const availableKvmNumWithoutImage: Route<(typeof ENDPOINTS)['store']['availableKvmNumWithoutImage']> =
  {
    method: 'POST',
    path: '/api/get_available_kvm_num_without_image',
    access: 'public',
  };
