// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const summary: Route<(typeof ENDPOINTS)['points']['summary']> = {
  method: 'POST',
  path: '/api/score_store/get_points',
  access: 'main',
};
