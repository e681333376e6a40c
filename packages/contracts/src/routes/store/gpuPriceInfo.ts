// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const gpuPriceInfo: Route<(typeof ENDPOINTS)['store']['gpuPriceInfo']> = {
  method: 'POST',
  path: '/api/gpu_priceinfo',
  access: 'public',
};
