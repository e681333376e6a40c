// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const settle: Route<(typeof ENDPOINTS)['opsPartners']['settle']> = {
  method: 'POST',
  path: '/api/ops/partner/run_settlement',
  access: 'staff',
};
