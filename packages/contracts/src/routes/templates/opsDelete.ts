// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsDelete: Route<(typeof ENDPOINTS)['templates']['opsDelete']> = {
  method: 'POST',
  path: '/api/ops/delete_template',
  access: 'staff',
};
