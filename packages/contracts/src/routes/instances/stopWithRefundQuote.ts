// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stopWithRefundQuote: Route<(typeof ENDPOINTS)['instances']['stopWithRefundQuote']> = {
  method: 'POST',
  path: '/api/instance/stop_instance_with_refund_query_price',
  access: 'session',
};
