// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const setCreditQuota: Route<(typeof ENDPOINTS)['admin']['setCreditQuota']> = {
  method: 'POST',
  path: '/api/admin/set_credit_quota',
  access: 'staff',
};
