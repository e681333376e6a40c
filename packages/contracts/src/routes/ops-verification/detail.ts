// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const detail: Route<(typeof ENDPOINTS)['opsVerification']['detail']> = {
  method: 'POST',
  path: '/api/ops/verification/detail',
  access: 'staff',
};
