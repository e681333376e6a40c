// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const kvmGpuSelector: Route<(typeof ENDPOINTS)['store']['kvmGpuSelector']> = {
  method: 'POST',
  path: '/api/store/get_kvm_gpu_selector',
  access: 'public',
};
