// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const items: Route<(typeof ENDPOINTS)['opsPoints']['items']> = {
  method: 'POST',
  path: '/api/ops/score_store/get_items',
  access: 'staff',
};
