// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setLevel: Route<(typeof ENDPOINTS)['opsPartners']['setLevel']> = {
  method: 'POST',
  path: '/api/ops/partner/set_level',
  access: 'staff',
};
