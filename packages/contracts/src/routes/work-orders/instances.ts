// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const instances: Route<(typeof ENDPOINTS)['workOrders']['instances']> = {
  method: 'GET',
  path: '/third-party/api/v1/work-order/instances',
  access: 'bearer',
};
