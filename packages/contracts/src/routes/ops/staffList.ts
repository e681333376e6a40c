// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const staffList: Route<(typeof ENDPOINTS)['ops']['staffList']> = {
  method: 'POST',
  path: '/api/ops/get_staff_list',
  access: 'staff',
};
