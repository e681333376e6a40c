// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const reveal: Route<(typeof ENDPOINTS)['opsVerification']['reveal']> = {
  method: 'POST',
  path: '/api/ops/verification/reveal',
  access: 'staff',
};
