// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const items: Route<(typeof ENDPOINTS)['points']['items']> = {
  method: 'POST',
  path: '/api/score_store/get_items',
  access: 'public',
};
