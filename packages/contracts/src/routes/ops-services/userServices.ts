// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const userServices: Route<(typeof ENDPOINTS)['opsServices']['userServices']> = {
  method: 'POST',
  path: '/api/ops/get_user_services',
  access: 'staff',
};
