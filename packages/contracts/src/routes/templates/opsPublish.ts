// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsPublish: Route<(typeof ENDPOINTS)['templates']['opsPublish']> = {
  method: 'POST',
  path: '/api/ops/publish_template',
  access: 'staff',
};
