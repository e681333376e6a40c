// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsAddRelease: Route<(typeof ENDPOINTS)['software']['opsAddRelease']> = {
  method: 'POST',
  path: '/api/ops/software/add_release',
  access: 'staff',
};
