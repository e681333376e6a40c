// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const redemptions: Route<(typeof ENDPOINTS)['opsPoints']['redemptions']> = {
  method: 'POST',
  path: '/api/ops/score_store/get_redemptions',
  access: 'staff',
};
