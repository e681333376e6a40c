// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stopWithRefundQuote: Route<(typeof ENDPOINTS)['publicApi']['stopWithRefundQuote']> = {
  method: 'GET',
  path: '/openapi/v1/instances/:id/stop-with-refund/quote',
  access: 'key',
};
