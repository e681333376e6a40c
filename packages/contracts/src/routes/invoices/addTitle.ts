// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const addTitle: Route<(typeof ENDPOINTS)['invoices']['addTitle']> = {
  method: 'POST',
  path: '/api/v2/add_invoice',
  access: 'main',
};
