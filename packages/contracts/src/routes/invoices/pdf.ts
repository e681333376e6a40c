// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const pdf: Route<(typeof ENDPOINTS)['invoices']['pdf']> = {
  method: 'GET',
  path: '/api/v3/invoice_pdf/:id',
  access: 'public',
};
