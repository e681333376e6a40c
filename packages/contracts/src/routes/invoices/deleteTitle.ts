// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const deleteTitle: Route<(typeof ENDPOINTS)['invoices']['deleteTitle']> = {
  method: 'POST',
  path: '/api/v2/delete_invoice',
  access: 'main',
};
