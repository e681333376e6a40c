// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsSave: Route<(typeof ENDPOINTS)['templates']['opsSave']> = {
  method: 'POST',
  path: '/api/ops/save_template',
  access: 'staff',
};
