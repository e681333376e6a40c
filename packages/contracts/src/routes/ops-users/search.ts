// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const search: Route<(typeof ENDPOINTS)['opsUsers']['search']> = {
  method: 'POST',
  path: '/api/ops/search_users',
  access: 'staff',
};
