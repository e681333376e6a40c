// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const pay: Route<(typeof ENDPOINTS)['opsPartners']['pay']> = {
  method: 'POST',
  path: '/api/ops/partner/pay_withdrawal',
  access: 'staff',
};
