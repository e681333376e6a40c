// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const decide: Route<(typeof ENDPOINTS)['opsPartners']['decide']> = {
  method: 'POST',
  path: '/api/ops/partner/decide',
  access: 'staff',
};
