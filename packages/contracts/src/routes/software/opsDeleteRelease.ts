// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsDeleteRelease: Route<(typeof ENDPOINTS)['software']['opsDeleteRelease']> = {
  method: 'POST',
  path: '/api/ops/software/delete_release',
  access: 'staff',
};
