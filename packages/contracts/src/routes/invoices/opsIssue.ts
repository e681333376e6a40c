// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const opsIssue: Route<(typeof ENDPOINTS)['invoices']['opsIssue']> = {
  method: 'POST',
  path: '/api/ops/invoice/issue',
  access: 'staff',
};
