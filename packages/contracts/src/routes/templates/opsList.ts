// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsList: Route<(typeof ENDPOINTS)['templates']['opsList']> = {
  method: 'POST',
  path: '/api/ops/get_templates',
  access: 'staff',
};
