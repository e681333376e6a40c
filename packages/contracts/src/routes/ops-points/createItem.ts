// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const createItem: Route<(typeof ENDPOINTS)['opsPoints']['createItem']> = {
  method: 'POST',
  path: '/api/ops/score_store/create_item',
  access: 'staff',
};
