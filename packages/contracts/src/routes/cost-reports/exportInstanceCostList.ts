// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const exportInstanceCostList: Route<(typeof ENDPOINTS)['costReports']['exportInstanceCostList']> = {
  method: 'POST',
  path: '/api/export_instance_cost_list',
  access: 'session',
};
