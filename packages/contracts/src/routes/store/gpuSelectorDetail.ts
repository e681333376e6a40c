// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const gpuSelectorDetail: Route<(typeof ENDPOINTS)['store']['gpuSelectorDetail']> = {
  method: 'POST',
  path: '/api/gpu_selector_detail',
  access: 'public',
};
