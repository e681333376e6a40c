// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsSave: Route<(typeof ENDPOINTS)['software']['opsSave']> = {
  method: 'POST',
  path: '/api/ops/software/save_product',
  access: 'staff',
};
