// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostSetInterruptiblePrice: Route<(typeof ENDPOINTS)['opsFleet']['hostSetInterruptiblePrice']> = {
  method: 'POST',
  path: '/api/ops/fleet/set_host_interruptible_price',
  access: 'staff',
};
