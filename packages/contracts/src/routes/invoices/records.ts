// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const records: Route<(typeof ENDPOINTS)['invoices']['records']> = {
  method: 'POST',
  path: '/api/v3/getInvoiceRecords',
  access: 'main',
};
