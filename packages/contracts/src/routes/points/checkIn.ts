// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const checkIn: Route<(typeof ENDPOINTS)['points']['checkIn']> = {
  method: 'POST',
  path: '/api/score_store/check_in',
  access: 'main',
};
