// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const errorRefund: Route<(typeof ENDPOINTS)['instances']['errorRefund']> = {
  method: 'POST',
  path: '/api/instance/kvm_error_refund',
  access: 'session',
};
