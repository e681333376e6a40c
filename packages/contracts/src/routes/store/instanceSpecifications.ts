// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const instanceSpecifications: Route<(typeof ENDPOINTS)['store']['instanceSpecifications']> = {
  method: 'POST',
  path: '/api/store/get_instance_specifications',
  access: 'public',
};
