// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const staffCreate: Route<(typeof ENDPOINTS)['ops']['staffCreate']> = {
  method: 'POST',
  path: '/api/ops/create_staff',
  access: 'staff',
};
