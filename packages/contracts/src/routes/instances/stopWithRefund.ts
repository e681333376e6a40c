// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const stopWithRefund: Route<(typeof ENDPOINTS)['instances']['stopWithRefund']> = {
  method: 'POST',
  path: '/api/instance/stop_instance_with_refund',
  access: 'session',
};
