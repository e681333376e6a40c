// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const logout: Route<(typeof ENDPOINTS)['ops']['logout']> = {
  method: 'POST',
  path: '/api/ops/logout',
  access: 'staff',
};
