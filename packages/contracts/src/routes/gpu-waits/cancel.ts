// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const cancel: Route<(typeof ENDPOINTS)['gpuWaits']['cancel']> = {
  method: 'POST',
  path: '/api/cancel_gpu_wait',
  access: 'session',
};
