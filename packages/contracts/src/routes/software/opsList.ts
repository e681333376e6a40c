// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsList: Route<(typeof ENDPOINTS)['software']['opsList']> = {
  method: 'POST',
  path: '/api/ops/software/get_products',
  access: 'staff',
};
