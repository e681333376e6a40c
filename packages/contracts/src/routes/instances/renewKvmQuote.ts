// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const renewKvmQuote: Route<(typeof ENDPOINTS)['instances']['renewKvmQuote']> = {
  method: 'POST',
  path: '/api/renew_kvm_v2_query_price',
  access: 'session',
};
