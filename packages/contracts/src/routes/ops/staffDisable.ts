// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const staffDisable: Route<(typeof ENDPOINTS)['ops']['staffDisable']> = {
  method: 'POST',
  path: '/api/ops/disable_staff',
  access: 'staff',
};
