// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsRefuse: Route<(typeof ENDPOINTS)['invoices']['opsRefuse']> = {
  method: 'POST',
  path: '/api/ops/invoice/refuse',
  access: 'staff',
};
