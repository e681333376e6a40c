// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const me: Route<(typeof ENDPOINTS)['ops']['me']> = {
  method: 'POST',
  path: '/api/ops/me',
  access: 'staff',
};
