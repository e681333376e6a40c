// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const download: Route<(typeof ENDPOINTS)['workOrders']['download']> = {
  method: 'GET',
  path: '/third-party/api/v1/work-order/files/:id',
  access: 'public',
};
