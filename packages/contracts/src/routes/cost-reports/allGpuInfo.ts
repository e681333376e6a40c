// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const allGpuInfo: Route<(typeof ENDPOINTS)['costReports']['allGpuInfo']> = {
  method: 'POST',
  path: '/api/get_all_gpu_info',
  access: 'public',
};
