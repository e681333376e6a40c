// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const staffResetTotp: Route<(typeof ENDPOINTS)['ops']['staffResetTotp']> = {
  method: 'POST',
  path: '/api/ops/reset_staff_totp',
  access: 'staff',
};
