// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const sharedList: Route<(typeof ENDPOINTS)['customImages']['sharedList']> = {
  method: 'POST',
  path: '/api/image/custom/shared_list',
  access: 'main',
};
