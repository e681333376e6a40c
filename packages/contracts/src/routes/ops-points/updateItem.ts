// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const updateItem: Route<(typeof ENDPOINTS)['opsPoints']['updateItem']> = {
  method: 'POST',
  path: '/api/ops/score_store/update_item',
  access: 'staff',
};
