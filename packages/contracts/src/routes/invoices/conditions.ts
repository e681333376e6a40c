// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const conditions: Route<(typeof ENDPOINTS)['invoices']['conditions']> = {
  method: 'POST',
  path: '/api/v3/getInvoiceAbleConditions',
  access: 'main',
};
