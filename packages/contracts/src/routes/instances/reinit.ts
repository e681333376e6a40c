// Generated from the endpoint map (src/endpoints) by `npm run generate:routes`: do not edit.
import type { ENDPOINTS } from '../../endpoints';
import type { Route } from '../../route';

export const reinit: Route<(typeof ENDPOINTS)['instances']['reinit']> = {
  method: 'POST',
  path: '/api/instance/kvm/reinit_kvm_async',
  access: 'session',
};
