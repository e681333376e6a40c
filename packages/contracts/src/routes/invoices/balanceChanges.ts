// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const balanceChanges: Route<(typeof ENDPOINTS)['invoices']['balanceChanges']> = {
  method: 'POST',
  path: '/api/v2/getInvoiceBalanceChangeList',
  access: 'main',
};
