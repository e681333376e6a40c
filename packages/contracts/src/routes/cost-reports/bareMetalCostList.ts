// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const bareMetalCostList: Route<(typeof ENDPOINTS)['costReports']['bareMetalCostList']> = {
  method: 'POST',
  path: '/api/get_bare_metal_cost_list',
  access: 'session',
};
