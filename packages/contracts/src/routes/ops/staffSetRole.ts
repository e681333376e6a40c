// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const staffSetRole: Route<(typeof ENDPOINTS)['ops']['staffSetRole']> = {
  method: 'POST',
  path: '/api/ops/set_staff_role',
  access: 'staff',
};
