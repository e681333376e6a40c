// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const review: Route<(typeof ENDPOINTS)['opsVerification']['review']> = {
  method: 'POST',
  path: '/api/ops/verification/review',
  access: 'staff',
};
