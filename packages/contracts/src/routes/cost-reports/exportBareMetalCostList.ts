// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const exportBareMetalCostList: Route<(typeof ENDPOINTS)['costReports']['exportBareMetalCostList']> = {
  method: 'POST',
  path: '/api/export_bare_metal_cost_list',
  access: 'session',
};
