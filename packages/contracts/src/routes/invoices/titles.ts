// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const titles: Route<(typeof ENDPOINTS)['invoices']['titles']> = {
  method: 'POST',
  path: '/api/v2/get_invoice_list',
  access: 'main',
};
