// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const hostSetNoGpuPrice: Route<(typeof ENDPOINTS)['opsFleet']['hostSetNoGpuPrice']> = {
  method: 'POST',
  path: '/api/ops/fleet/set_host_no_gpu_price',
  access: 'staff',
};
