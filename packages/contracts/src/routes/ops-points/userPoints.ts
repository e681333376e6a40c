// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const userPoints: Route<(typeof ENDPOINTS)['opsPoints']['userPoints']> = {
  method: 'POST',
  path: '/api/ops/score_store/get_user_points',
  access: 'staff',
};
