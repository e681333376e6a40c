// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const instanceCostList: Route<(typeof ENDPOINTS)['costReports']['instanceCostList']> = {
  method: 'POST',
  path: '/api/get_instance_cost_list',
  access: 'session',
};
