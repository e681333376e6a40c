// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const localImages: Route<(typeof ENDPOINTS)['instances']['localImages']> = {
  method: 'GET',
  path: '/api/instance/kvm/get_local_images',
  access: 'session',
};
