// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const editTitle: Route<(typeof ENDPOINTS)['invoices']['editTitle']> = {
  method: 'POST',
  path: '/api/v2/edit_invoice',
  access: 'main',
};
