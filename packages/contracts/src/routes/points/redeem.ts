// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const redeem: Route<(typeof ENDPOINTS)['points']['redeem']> = {
  method: 'POST',
  path: '/api/score_store/redeem',
  access: 'main',
};
