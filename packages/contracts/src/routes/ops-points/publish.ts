// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const publish: Route<(typeof ENDPOINTS)['opsPoints']['publish']> = {
  method: 'POST',
  path: '/api/ops/score_store/publish_item',
  access: 'staff',
};
