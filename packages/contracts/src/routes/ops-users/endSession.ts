// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const endSession: Route<(typeof ENDPOINTS)['opsUsers']['endSession']> = {
  method: 'POST',
  path: '/api/ops/end_user_session',
  access: 'staff',
};
