// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const auditList: Route<(typeof ENDPOINTS)['ops']['auditList']> = {
  method: 'POST',
  path: '/api/ops/get_audit_list',
  access: 'staff',
};
