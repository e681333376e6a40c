// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const release: Route<(typeof ENDPOINTS)['instances']['release']> = {
  method: 'POST',
  path: '/api/instance/remove_remain_disk_kvm',
  access: 'session',
};
