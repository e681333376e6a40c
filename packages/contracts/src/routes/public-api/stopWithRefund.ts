// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stopWithRefund: Route<(typeof ENDPOINTS)['publicApi']['stopWithRefund']> = {
  method: 'POST',
  path: '/openapi/v1/instances/:id/stop-with-refund',
  access: 'key',
};
