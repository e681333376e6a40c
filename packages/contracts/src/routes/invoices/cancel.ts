// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const cancel: Route<(typeof ENDPOINTS)['invoices']['cancel']> = {
  method: 'POST',
  path: '/api/v3/cancelInvoiceRecord',
  access: 'main',
};
