// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const ledger: Route<(typeof ENDPOINTS)['points']['ledger']> = {
  method: 'POST',
  path: '/api/score_store/get_points_ledger',
  access: 'main',
};
