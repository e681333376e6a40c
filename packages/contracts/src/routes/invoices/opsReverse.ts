// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsReverse: Route<(typeof ENDPOINTS)['invoices']['opsReverse']> = {
  method: 'POST',
  path: '/api/ops/invoice/reverse',
  access: 'staff',
};
